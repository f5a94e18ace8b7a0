import postIndex from '@generated/docusaurus-plugin-content-blog/default/post-index.json';
import type {BlogPostIndex} from './blogIndex';

/**
 * The blog's post index, newest first as the blog plugin orders them (src/plugins/blogWithPostIndex.ts
 * writes it at build time). Only the pages that list posts import this module, so the index is in
 * their chunks and not in every page's main.js.
 */
export function useBlogPostIndex(): BlogPostIndex {
  return postIndex as BlogPostIndex;
}
