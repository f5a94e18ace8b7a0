import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import {useSidebarBreadcrumbs} from '@docusaurus/plugin-content-docs/client';
import HydrationGate from '@site/src/components/HydrationGate';

/**
 * Wrap: the stock breadcrumbs, a static part on Preact (never hydrated on the first load; its
 * links go to the router, src/components/HydrationGate). Rendered only where the stock component
 * renders something, as it does (an empty wrapper would be the article's first child).
 */
export default function DocBreadcrumbsWrapper(): ReactNode {
  if (!useSidebarBreadcrumbs()) return null;
  return (
    <HydrationGate name="breadcrumbs" static>
      <DocBreadcrumbs />
    </HydrationGate>
  );
}
