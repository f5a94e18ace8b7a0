import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import PostList from '@site/src/components/PostList';
import {authorsOf, groupByTopic} from '@site/src/data/blogIndex';
import {useBlogPostIndex} from '@site/src/data/blogPostIndex';
import FeaturedPost from './_components/FeaturedPost';
import Feeds from './_components/Feeds';
import styles from './styles.module.css';

export default function BlogLanding(): ReactNode {
  const {posts} = useBlogPostIndex();
  const [featured, ...rest] = posts;
  const topics = groupByTopic(posts);
  const authors = authorsOf(posts);
  return (
    <Layout
      title="Blog topics, authors and feeds"
      description="The GenAI Enterprise blog by topic and author: strategy, implementation, AI-assisted coding and announcements, with feeds.">
      <main className="container margin-vert--lg">
        <Heading as="h1">Blog topics, authors and feeds</Heading>
        <p className={styles.lead}>
          Notes from our practice teams on enterprise generative AI: strategy, delivery, platform engineering and
          AI-assisted coding. Start with the featured post, browse by topic, or follow a feed.
        </p>

        {featured && <FeaturedPost post={featured} />}

        <div className={styles.columns}>
          <section aria-labelledby="recent-heading">
            <Heading as="h2" id="recent-heading">
              More posts
            </Heading>
            <PostList posts={rest} />
            <p>
              <Link to="/blog/archive">Full archive</Link>
            </p>
          </section>

          <aside className={styles.side}>
            <section aria-labelledby="topics-heading">
              <Heading as="h2" id="topics-heading">
                Posts by topic
              </Heading>
              <ul className={styles.topics}>
                {topics.map((topic) => (
                  <li key={topic.permalink}>
                    <Link to={topic.permalink}>{topic.label}</Link>{' '}
                    <span className={styles.count}>
                      ({topic.posts.length} {topic.posts.length === 1 ? 'post' : 'posts'})
                    </span>
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/blog/tags">All tags</Link>
              </p>
            </section>

            <section aria-labelledby="authors-heading">
              <Heading as="h2" id="authors-heading">
                Authors
              </Heading>
              <ul className={styles.authors}>
                {authors.map((author) => (
                  <li key={author.name}>
                    {author.page ? <Link to={author.page}>{author.name}</Link> : author.name}
                    {author.title && <span className={styles.authorTitle}>{author.title}</span>}
                  </li>
                ))}
              </ul>
              <p>
                <Link to="/blog/authors">All authors</Link>
              </p>
            </section>

            <Feeds />
          </aside>
        </div>
      </main>
    </Layout>
  );
}
