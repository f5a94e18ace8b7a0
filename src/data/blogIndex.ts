export type PostSummary = {
  readonly title: string;
  readonly permalink: string;
  /** ISO date. */
  readonly date: string;
  readonly description: string;
  readonly readingTime: number | null;
  readonly tags: readonly {label: string; permalink: string}[];
  readonly authors: readonly {key: string | null; name: string; title: string | null; page: string | null}[];
};

export type BlogPostIndex = {readonly posts: readonly PostSummary[]};

export type TopicGroup = {readonly label: string; readonly permalink: string; readonly posts: readonly PostSummary[]};

/** Posts grouped by tag, largest group first, then alphabetically. */
export function groupByTopic(posts: readonly PostSummary[]): TopicGroup[] {
  const groups = new Map<string, {label: string; permalink: string; posts: PostSummary[]}>();
  for (const post of posts) {
    for (const tag of post.tags) {
      const group = groups.get(tag.permalink) ?? {label: tag.label, permalink: tag.permalink, posts: []};
      group.posts.push(post);
      groups.set(tag.permalink, group);
    }
  }
  return [...groups.values()].sort((a, b) => b.posts.length - a.posts.length || a.label.localeCompare(b.label));
}

export type AuthorSummary = {readonly name: string; readonly title: string | null; readonly page: string | null; readonly count: number};

/** Every author with a post, with the number of posts they wrote. */
export function authorsOf(posts: readonly PostSummary[]): AuthorSummary[] {
  const byName = new Map<string, AuthorSummary>();
  for (const post of posts) {
    for (const author of post.authors) {
      const id = author.key ?? author.name;
      const known = byName.get(id);
      byName.set(id, {name: author.name, title: author.title, page: author.page, count: (known?.count ?? 0) + 1});
    }
  }
  return [...byName.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'});
}
