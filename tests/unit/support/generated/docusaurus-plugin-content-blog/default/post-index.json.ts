/** Stand-in for the blog's generated post index (src/plugins/blogWithPostIndex.ts): tests set its posts. */
import type {BlogPostIndex, PostSummary} from '../../../../../../src/data/blogIndex';

const postIndex: {posts: readonly PostSummary[]} = {posts: []};

export function setPosts(posts: readonly PostSummary[]): void {
  postIndex.posts = posts;
}

export default postIndex as BlogPostIndex;
