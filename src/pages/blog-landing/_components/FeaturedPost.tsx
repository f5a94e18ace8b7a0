import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {formatDate, type PostSummary} from '@site/src/data/blogIndex';
import styles from '../styles.module.css';

/** The newest post, shown large at the top of the blog landing page. */
export default function FeaturedPost({post}: {readonly post: PostSummary}): ReactNode {
  return (
    <section className={styles.featured} aria-labelledby="featured-heading">
      <p className={styles.kicker} id="featured-heading">
        Featured
      </p>
      <Heading as="h2" className={styles.featuredTitle}>
        <Link to={post.permalink}>{post.title}</Link>
      </Heading>
      <p className={styles.meta}>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.authors.length > 0 && <> · {post.authors.map((a) => a.name).join(', ')}</>}
      </p>
      <p>{post.description}</p>
      <Link className="button button--primary" to={post.permalink}>
        Read the post
      </Link>
    </section>
  );
}
