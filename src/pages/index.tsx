import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CardGrid from '@site/src/components/CardGrid';
import HydrationGate from '@site/src/components/HydrationGate';
import PostList from '@site/src/components/PostList';
import {AREA_SUMMARIES, SERVICE_LINES} from '@site/src/data/areas';
import {useBlogPostIndex} from '@site/src/data/blogPostIndex';
import {SITE_TITLE, TAGLINE} from '@site/src/data/site';
import styles from './index.module.css';

/** Areas shown in the home grid: the content areas, not the contact or about pages. */
const HOME_AREAS = AREA_SUMMARIES.filter((area) => !['/contact/intro', '/about/agile-ai-manifesto', '/blog'].includes(area.to));
const LATEST_POSTS = 3;

function Hero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <p className={styles.eyebrow}>Enterprise generative AI, from first principles to production</p>
        <Heading as="h1" className={styles.heroTitle}>
          {SITE_TITLE}
        </Heading>
        <p className={styles.tagline}>{TAGLINE}</p>
        <p className={styles.lead}>
          A practical, vendor-neutral guide for leaders, architects and engineers: how the technology works, how to
          plan and govern a rollout, and how to build systems that hold up in production.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/intro">
            Start here
          </Link>
          <Link className="button button--secondary button--lg" to="/action-plan/intro">
            See the action plan
          </Link>
          <Link className={styles.textLink} to="/contact/project-request">
            Talk to us about a project
          </Link>
        </div>
      </div>
    </header>
  );
}

export default function Home(): ReactNode {
  const {posts} = useBlogPostIndex();
  return (
    <Layout
      title=""
      description="A practical guide to enterprise generative AI: LLM theory, an action plan, a reference platform, AI-assisted coding and services.">
      {/* Links and cards only: on Preact never hydrated on the first load (src/components/HydrationGate). */}
      <HydrationGate name="home" static="unlessInteractive">
        <Hero />
        <main className={styles.main}>
          <section className="container" aria-labelledby="areas-heading">
            <Heading as="h2" id="areas-heading">
              Explore the guide
            </Heading>
            <p className={styles.sectionLead}>Eight areas, each written for the decisions you face at that stage.</p>
            <CardGrid items={HOME_AREAS} />
          </section>

          <section className={styles.band} aria-labelledby="services-heading">
            <div className="container">
              <Heading as="h2" id="services-heading">
                Services
              </Heading>
              <p className={styles.sectionLead}>
                When you want help, our teams work with yours: from a first assessment to running the platform.
              </p>
              <CardGrid items={SERVICE_LINES} />
              <p className={styles.more}>
                <Link to="/services/intro">How we work with clients</Link>
              </p>
            </div>
          </section>

          <section className="container" aria-labelledby="posts-heading">
            <Heading as="h2" id="posts-heading">
              Latest from the blog
            </Heading>
            <PostList posts={posts.slice(0, LATEST_POSTS)} />
            <p className={styles.more}>
              <Link to="/blog-landing">All topics and authors</Link>
            </p>
          </section>

          <section className={styles.band} aria-labelledby="newsletter-heading">
            <div className={`container ${styles.newsletter}`}>
              <div>
                <Heading as="h2" id="newsletter-heading">
                  Stay current without the hype
                </Heading>
                <p className={styles.sectionLead}>
                  A short note when something changes in models, regulation or tooling that matters to an enterprise
                  program, on no fixed schedule, for the topics you choose.
                </p>
              </div>
              <Link className="button button--primary button--lg" to="/contact/newsletter">
                Subscribe to the newsletter
              </Link>
            </div>
          </section>
        </main>
      </HydrationGate>
    </Layout>
  );
}
