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

/**
 * The stock blog plugin, plus a small post index in global data so the home and
 * blog landing pages can list posts without duplicating blog metadata by hand.
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
      args.actions.setGlobalData(summarise(args.content));
    },
  };
}

export {validateOptions};
