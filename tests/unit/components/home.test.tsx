import {render, screen, within} from '@testing-library/react';
import {beforeEach, describe, expect, it} from 'vitest';
import Home from '../../../src/pages/index';
import BlogLanding from '../../../src/pages/blog-landing';
import {setPosts} from '../support/generated/docusaurus-plugin-content-blog/default/post-index.json';
import {SITE_TITLE, TAGLINE} from '../../../src/data/site';
import type {PostSummary} from '../../../src/data/blogIndex';

const post = (n: number, tags: string[], authors: string[]): PostSummary => ({
  title: `Post ${n}`,
  permalink: `/blog/post-${n}`,
  date: `2025-0${n}-15T00:00:00.000Z`,
  description: `Summary of post ${n}.`,
  readingTime: 4.2,
  tags: tags.map((t) => ({label: t, permalink: `/blog/tags/${t}`})),
  authors: authors.map((a) => ({key: a, name: a.toUpperCase(), title: `${a} team`, page: `/blog/authors/${a}`})),
});

const POSTS = [post(5, ['video', 'ai-coding'], ['media']), post(4, ['ai-coding'], ['coding']), post(3, ['strategy'], ['strategy']), post(2, ['strategy'], ['strategy'])];

beforeEach(() => setPosts(POSTS));

describe('home page', () => {
  it('opens with the site title, tagline and calls to action', () => {
    render(<Home />);
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent(SITE_TITLE);
    expect(screen.getByText(TAGLINE)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Start here'})).toHaveAttribute('href', '/intro');
    expect(screen.getByRole('link', {name: 'See the action plan'})).toHaveAttribute('href', '/action-plan/intro');
  });

  it('has a card per content area, a services summary, the latest posts and a newsletter call to action', () => {
    render(<Home />);
    const areas = screen.getByRole('region', {name: 'Explore the guide'});
    for (const name of ['Theory & Strategy', 'Action Plan', 'Code Base', 'Demo Room', 'Coding', 'Learning Hub', 'Services', 'Community']) {
      expect(within(areas).getByRole('link', {name})).toBeInTheDocument();
    }
    const services = screen.getByRole('region', {name: 'Services'});
    expect(within(services).getAllByRole('listitem')).toHaveLength(5);
    const posts = screen.getByRole('region', {name: 'Latest from the blog'});
    expect(within(posts).getAllByRole('heading', {level: 3}).map((h) => h.textContent)).toEqual(['Post 5', 'Post 4', 'Post 3']);
    expect(within(posts).getAllByText(/5 min read/)).toHaveLength(3);
    const newsletter = screen.getByRole('region', {name: 'Stay current without the hype'});
    expect(within(newsletter).getByRole('link', {name: 'Subscribe to the newsletter'})).toHaveAttribute('href', '/contact/newsletter');
  });
});

describe('blog landing page', () => {
  it('features the newest post and lists the others', () => {
    render(<BlogLanding />);
    const featured = screen.getByRole('region', {name: 'Featured'});
    expect(within(featured).getByRole('link', {name: 'Post 5'})).toHaveAttribute('href', '/blog/post-5');
    const more = screen.getByRole('region', {name: 'More posts'});
    expect(within(more).getAllByRole('heading', {level: 3})).toHaveLength(3);
  });

  it('groups posts by topic, lists authors with their pages and links the three feeds', () => {
    render(<BlogLanding />);
    const topics = screen.getByRole('region', {name: 'Posts by topic'});
    const items = within(topics).getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toMatch(/^ai-coding \(2 posts\)$/);
    expect(items).toContain('video (1 post)');
    const authors = screen.getByRole('region', {name: 'Authors'});
    expect(within(authors).getByRole('link', {name: 'STRATEGY'})).toHaveAttribute('href', '/blog/authors/strategy');
    const feeds = screen.getByRole('region', {name: 'Feeds'});
    expect(within(feeds).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/blog/rss.xml', '/blog/atom.xml', '/blog/feed.json']);
  });
});
