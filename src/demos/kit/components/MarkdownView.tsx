import {useEffect, useState, type ReactNode} from 'react';
import styles from './kit.module.css';

type Render = (source: string) => string;
let loaded: Render | null = null;

/**
 * Model or demo output rendered as GitHub-flavored Markdown (src/demos/kit/markdown.ts: `marked`
 * + DOMPurify). The parser loads after mount, with the first reply a reader sees; until it has
 * loaded (and on the server, and with JavaScript off) the reply shows as plain text, so the first
 * client render always matches the server's. Replies appear only after a reader acts, so the
 * swap happens once, within a few milliseconds of the first reply; later replies render at once.
 */
export default function MarkdownView({source}: {source: string}): ReactNode {
  // Once loaded, later replies render as Markdown at once. During hydration `loaded` is always null:
  // it is set only by the import below, which starts after mount.
  const [render, setRender] = useState<Render | null>(() => loaded);
  useEffect(() => {
    if (loaded) {
      setRender(() => loaded);
      return;
    }
    let live = true;
    import('../markdown').then(
      (module) => {
        loaded = module.renderMarkdown;
        if (live) setRender(() => module.renderMarkdown);
      },
      // The parser's chunk did not load (offline, a new deploy): the reply stays readable as plain text, and the next
      // reply tries again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!render) {
    return (
      <div className={styles.md}>
        <p className={styles.mdPlain}>{source}</p>
      </div>
    );
  }
  return <div className={styles.md} dangerouslySetInnerHTML={{__html: render(source)}} />;
}
