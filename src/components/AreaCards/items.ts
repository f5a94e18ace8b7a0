import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';

/** Sidebar items other than the page showing the cards. */
export function otherItems(items: readonly PropSidebarItem[], currentDocId: string): PropSidebarItem[] {
  return items.filter((item) => !(item.type === 'link' && item.docId === currentDocId));
}
