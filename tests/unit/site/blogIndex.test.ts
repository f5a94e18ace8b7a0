import {describe, expect, it} from 'vitest';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {summarise} from '../../../src/plugins/blogWithPostIndex';
import {authorsOf, formatDate, groupByTopic} from '../../../src/data/blogIndex';
import {otherItems} from '../../../src/components/AreaCards/items';

function post(title: string, date: string, unlisted = false) {
  return {
    metadata: {
      title,
      permalink: `/blog/${title.toLowerCase()}`,
      date: new Date(date),
      description: `About ${title}`,
      readingTime: 3.4,
      unlisted,
      tags: [{label: 'Strategy', permalink: '/blog/tags/strategy'}],
      authors: [{key: 'cap-team', name: 'CAP Team', title: 'Platform', page: {permalink: '/blog/authors/cap-team'}}],
    },
  };
}

describe('blog post index', () => {
  it('summarises listed posts with tags, authors and reading time', () => {
    const content = {blogPosts: [post('Second', '2025-02-01'), post('Hidden', '2025-01-20', true), post('First', '2025-01-15')]} as unknown as BlogContent;
    const {posts} = summarise(content);
    expect(posts.map((p) => p.title)).toEqual(['Second', 'First']);
    expect(posts[0]).toEqual({
      title: 'Second',
      permalink: '/blog/second',
      date: '2025-02-01T00:00:00.000Z',
      description: 'About Second',
      readingTime: 3.4,
      tags: [{label: 'Strategy', permalink: '/blog/tags/strategy'}],
      authors: [{key: 'cap-team', name: 'CAP Team', title: 'Platform', page: '/blog/authors/cap-team'}],
    });
  });

  it('groups posts by topic and counts posts per author', () => {
    const {posts} = summarise({blogPosts: [post('A', '2025-03-01'), post('B', '2025-02-01')]} as unknown as BlogContent);
    expect(groupByTopic(posts)).toEqual([{label: 'Strategy', permalink: '/blog/tags/strategy', posts}]);
    expect(authorsOf(posts)).toEqual([{name: 'CAP Team', title: 'Platform', page: '/blog/authors/cap-team', count: 2}]);
  });

  it('formats dates in UTC, as written in the post', () => {
    expect(formatDate('2025-01-15T00:00:00.000Z')).toBe('January 15, 2025');
  });
});

describe('area cards', () => {
  it('lists every sidebar entry except the page showing the cards', () => {
    const items = [
      {type: 'link', label: 'Overview', href: '/x/intro', docId: 'intro'},
      {type: 'link', label: 'Governance', href: '/x/governance', docId: 'governance'},
      {type: 'category', label: 'Workstream', items: [], collapsed: false, collapsible: true},
    ] as never;
    expect(otherItems(items, 'intro').map((i) => ('label' in i ? i.label : ''))).toEqual(['Governance', 'Workstream']);
  });
});
