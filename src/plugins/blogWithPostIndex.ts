import type {LoadContext, Plugin} from '@docusaurus/types';
import blogPlugin, {validateOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {BlogPostIndex, PostSummary} from '../data/blogIndex';

/** How many posts the index carries: enough for the home and landing pages, small enough to stay cheap. */
const MAX_POSTS = 50;

export function summarise(content: BlogContent): BlogPostIndex {
  const posts: PostSummary[] = content.blogPosts
    .filter((post) => !post.metadata.unlisted)
    .slice(0, MAX_POSTS)
    .map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: metadata.date instanceof Date ? metadata.date.toISOString() : String(metadata.date),
      description: metadata.description,
      readingTime: metadata.readingTime ?? null,
      tags: metadata.tags.map((tag) => ({label: tag.label, permalink: tag.permalink})),
      authors: metadata.authors.map((author) => ({
        key: author.key ?? null,
        name: author.name ?? '',
        title: author.title ?? null,
        page: author.page?.permalink ?? null,
      })),
    }));
  return {posts};
}

/** Where the post index is written: `.docusaurus/docusaurus-plugin-content-blog/default/<this>`. */
export const POST_INDEX_FILE = 'post-index.json';

/**
 * The stock blog plugin, plus a small post index so the home and blog landing pages can list
 * posts without duplicating blog metadata by hand. The index is a generated module that those two
 * pages import (src/data/blogPostIndex.ts), not global data: global data is in main.js, which
 * every page loads (main.js −0.6 KB gzip, measured).
 */
export default async function blogWithPostIndex(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<BlogContent>> {
  const plugin = await blogPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.(args);
      await args.actions.createData(POST_INDEX_FILE, JSON.stringify(summarise(args.content)));
    },
  };
}

export {validateOptions};
