import {useState, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyPageMarkdown, markdownUrlFor} from './copyMarkdown';
import styles from './styles.module.css';
import a11y from '@site/src/css/a11y.module.css';

type Status = {kind: 'idle'} | {kind: 'copied'} | {kind: 'failed'; reason: string};

/**
 * "Copy page as Markdown": fetches the page's .md copy (written at build time) and puts it on
 * the clipboard; the result is announced in a polite live region. A link opens the .md file too.
 */
export default function CopyMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  const url = markdownUrlFor(pathname, siteConfig.baseUrl);

  const copy = async () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    const result = await copyPageMarkdown(url, (u) => fetch(u), clipboard);
    setStatus(result.ok ? {kind: 'copied'} : {kind: 'failed', reason: result.reason});
  };

  return (
    <div className={styles.bar}>
      <button type="button" className={styles.button} onClick={copy} data-needs-js="">
        Copy page as Markdown
      </button>
      <a className={styles.link} href={url} target="_blank" rel="noopener">
        View as Markdown<span className={a11y.visuallyHidden}> (opens in a new tab)</span>
      </a>
      <span role="status" aria-live="polite" className={styles.status}>
        {status.kind === 'copied' && 'Copied the page as Markdown.'}
        {status.kind === 'failed' && status.reason}
      </span>
    </div>
  );
}
