/**
 * Ejected from @docusaurus/theme-classic 3.10.2. Changed: the link's text itself names the post
 * ("Read more" plus a visually hidden "about <title>") instead of an aria-label over a bare
 * "Read more", so the text is descriptive for every tool (Lighthouse's link-text audit failed
 * the blog list) and the visible words stay part of the accessible name.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import a11y from '@site/src/css/a11y.module.css';

export default function BlogPostItemFooterReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  return (
    <Link {...linkProps}>
      <b>Read more</b>
      <span className={a11y.visuallyHidden}> about {blogPostTitle}</span>
    </Link>
  );
}
