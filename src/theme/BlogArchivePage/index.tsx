/*
 * Ejected from @docusaurus/theme-classic BlogArchivePage (3.10).
 * Changed: year headings were <h3> straight after the <h1> (axe: heading-order); they
 * are <h2> now, and the description says what the page lists.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import type {ArchiveBlogPost, Props} from '@theme/BlogArchivePage';

type YearProps = {readonly year: string; readonly posts: readonly ArchiveBlogPost[]};

function Year({year, posts}: YearProps): ReactNode {
  const dateTimeFormat = useDateTimeFormat({day: 'numeric', month: 'long', timeZone: 'UTC'});
  return (
    <>
      <Heading as="h2" id={year}>
        {year}
      </Heading>
      <ul>
        {posts.map((post) => (
          <li key={post.metadata.permalink}>
            <Link to={post.metadata.permalink}>
              {dateTimeFormat.format(new Date(post.metadata.date))} - {post.metadata.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function postsByYear(blogPosts: readonly ArchiveBlogPost[]): YearProps[] {
  const years = new Map<string, ArchiveBlogPost[]>();
  for (const post of blogPosts) {
    const year = post.metadata.date.split('-')[0];
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return [...years].map(([year, posts]) => ({year, posts}));
}

export default function BlogArchive({archive}: Props): ReactNode {
  const title = 'Archive';
  const description = 'Every post on the GenAI Enterprise blog, newest first, grouped by year.';
  const years = postsByYear(archive.blogPosts);
  return (
    <>
      <PageMetadata title={title} description={description} />
      <Layout>
        <header className="hero hero--primary">
          <div className="container">
            <Heading as="h1" className="hero__title">
              {title}
            </Heading>
            <p className="hero__subtitle">{description}</p>
          </div>
        </header>
        <main className="container margin-vert--lg">
          <div className="row">
            {years.map((props) => (
              <section key={props.year} className="col col--4 margin-vert--lg">
                <Year {...props} />
              </section>
            ))}
          </div>
        </main>
      </Layout>
    </>
  );
}
