import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatDate, type PostSummary} from '@site/src/data/blogIndex';
import styles from './styles.module.css';

export type PostListProps = {
  readonly posts: readonly PostSummary[];
  readonly headingLevel?: 'h2' | 'h3';
};

/** Post teasers: title, date, reading time, authors and summary. */
export default function PostList({posts, headingLevel = 'h3'}: PostListProps): ReactNode {
  if (posts.length === 0) return <p>No posts yet.</p>;
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.permalink} className={styles.item}>
          <Heading as={headingLevel} className={styles.title}>
            <Link to={post.permalink}>{post.title}</Link>
          </Heading>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            {post.readingTime !== null && <> · {Math.max(1, Math.ceil(post.readingTime))} min read</>}
            {post.authors.length > 0 && <> · {post.authors.map((a) => a.name).join(', ')}</>}
          </p>
          <p className={styles.summary}>{post.description}</p>
        </li>
      ))}
    </ul>
  );
}
