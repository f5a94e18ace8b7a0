import type {ReactNode} from 'react';
import {useDocsSidebar, useDoc} from '@docusaurus/plugin-content-docs/client';
import DocCardList from '@theme/DocCardList';
import {otherItems} from './items';

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
