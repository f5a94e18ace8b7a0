import type {ReactNode} from 'react';
import {useDocsSidebar, useDoc} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import DocCardList from '@theme/DocCardList';

/** Sidebar items other than the page showing the cards. */
export function otherItems(items: readonly PropSidebarItem[], currentDocId: string): PropSidebarItem[] {
  return items.filter((item) => !(item.type === 'link' && item.docId === currentDocId));
}

/**
 * A card for every top-level entry of the current area's sidebar, so an area's
 * intro page always lists exactly the pages the sidebar has.
 */
export default function AreaCards(): ReactNode {
  const sidebar = useDocsSidebar();
  const {metadata} = useDoc();
  if (!sidebar) return null;
  return <DocCardList items={otherItems(sidebar.items, metadata.id)} />;
}
