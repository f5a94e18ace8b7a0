/*
 * Ejected from @docusaurus/theme-classic BlogListPage (3.10).
 * Changed: the stock list page has no <h1> (post titles are its first headings), so
 * screen-reader users and the page outline have no page heading. This adds a header
 * with the blog title and description above the posts, and on Preact the posts are a static
 * part unless they hold interactive components (never hydrated on the first load, or else in a
 * task of their own; src/components/HydrationGate); everything else is unchanged.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {PageMetadata, HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import Heading from '@theme/Heading';
import type {Props} from '@theme/BlogListPage';
import HydrationGate from '@site/src/components/HydrationGate';
import styles from './styles.module.css';

export default function BlogListPage(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {blogTitle, blogDescription} = metadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={blogTitle} description={blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{blogTitle}</Heading>
          <p className={styles.description}>{blogDescription}</p>
        </header>
        <HydrationGate name="blog-posts" static="unlessInteractive">
          <BlogPostItems items={items} />
        </HydrationGate>
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
