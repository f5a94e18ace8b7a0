/** The post index src/plugins/blogWithPostIndex.ts writes at build time (src/data/blogPostIndex.ts). */
declare module '@generated/docusaurus-plugin-content-blog/default/post-index.json' {
  import type {BlogPostIndex} from '@site/src/data/blogIndex';

  const postIndex: BlogPostIndex;
  export default postIndex;
}
