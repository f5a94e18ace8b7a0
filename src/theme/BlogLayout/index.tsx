/*
 * Ejected from @docusaurus/theme-classic BlogLayout (3.10).
 * Changed: the post's table of contents sat in a plain <div> outside every landmark
 * (axe: region); it is now a labelled <aside>. On Preact the sidebar does not hydrate during the
 * first load: it waits for the reader and, on a narrow screen, wakes with the navbar, whose mobile
 * menu shows it (src/components/HydrationGate `wake`). Layout and classes are unchanged.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type {Props} from '@theme/BlogLayout';
import HydrationGate from '@site/src/components/HydrationGate';

const WAKE_WITH_NAVBAR = {narrowWith: 'navbar'} as const;

export default function BlogLayout({sidebar, toc, children, ...layoutProps}: Props): ReactNode {
  const hasSidebar = Boolean(sidebar && sidebar.items.length > 0);
  return (
    <Layout {...layoutProps}>
      <div className="container margin-vert--lg">
        <div className="row">
          {hasSidebar && (
            <HydrationGate name="blog-sidebar" wake={WAKE_WITH_NAVBAR}>
              <BlogSidebar sidebar={sidebar} />
            </HydrationGate>
          )}
          <main className={clsx('col', {'col--7': hasSidebar, 'col--9 col--offset-1': !hasSidebar})}>{children}</main>
          {toc && (
            <aside className="col col--2" aria-label="On this page">
              {toc}
            </aside>
          )}
        </div>
      </div>
    </Layout>
  );
}
