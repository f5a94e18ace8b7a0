/**
 * The frame every learning tool sits in (ToolPanel) and the browser-only wrapper with a
 * placeholder for the server render (BrowserTool). Imported only by the tools in src/learning-
 * tools; imports nothing of the site's own code.
 */
import {useId, type ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import styles from './styles.module.css';

type ToolPanelProps = {
  /** Visible heading of the tool; also names the region. */
  readonly title: ReactNode;
  /** `data-widget` hook for tests and analytics. */
  readonly widget?: string;
  readonly children: ReactNode;
};

/** The framed region every interactive learning tool sits in: a labelled section with an h3. */
export function ToolPanel({title, widget, children}: ToolPanelProps): ReactNode {
  // useId is safe here (src/lib/ids): the id and every reference to it render together and never change, so the
  // browser never writes them after hydration; the server's ids stay, on Preact too. Any conditional use: stableId.
  const headingId = `${useId()}-title`;
  return (
    <section className={styles.tool} aria-labelledby={headingId} data-widget={widget}>
      <h3 id={headingId} className={styles.toolHeading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

type BrowserToolProps = {
  /** What a reader without JavaScript sees instead: where the page covers the same ground. */
  readonly fallback: ReactNode;
  readonly children: () => ReactNode;
};

/**
 * A tool that runs only in the browser, with a note in its place for server rendering and no-JS
 * readers. The note is marked `data-interactive`: an article holding it must hydrate (a static
 * article would keep the note, src/components/HydrationGate).
 */
export function BrowserTool({fallback, children}: BrowserToolProps): ReactNode {
  return (
    <BrowserOnly
      fallback={
        <p className={styles.fallback} data-interactive="">
          {fallback}
        </p>
      }>
      {children}
    </BrowserOnly>
  );
}
