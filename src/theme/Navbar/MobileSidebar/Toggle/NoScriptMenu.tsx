import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import NavbarItem, {type Props as NavbarItemConfig} from '@theme/NavbarItem';
import IconMenu from '@theme/Icon/Menu';
import styles from './styles.module.css';

type Item = NavbarItemConfig & {readonly items?: readonly Item[]};

/**
 * The navbar's items, with the entries of any dropdown listed in its place (a dropdown needs
 * JavaScript on mobile). The desktop "More" menu only repeats links the list already has.
 */
function flatItems(items: readonly Item[]): Item[] {
  return items.flatMap((item) => {
    if (item.type !== 'dropdown' || !item.items) return [item];
    return item.className === 'navbar-more' ? [] : flatItems(item.items);
  });
}

/**
 * The mobile menu without JavaScript: a <details> disclosure (the browser opens and closes it)
 * listing every navbar item, rendered with the same components as the theme's mobile sidebar.
 * Only shown below the navbar breakpoint (997 px); on wider screens the navbar shows the items.
 */
export default function NoScriptMenu(): ReactNode {
  const items = flatItems(useThemeConfig().navbar.items as readonly Item[]);
  return (
    <details className={styles.menu} data-testid="nojs-menu">
      <summary className={styles.summary}>
        <IconMenu />
        <span>Menu</span>
      </summary>
      <div className={styles.panel}>
        <ul className="menu__list">
          {items.map((item, i) => (
            <NavbarItem mobile {...item} key={i} />
          ))}
        </ul>
      </div>
    </details>
  );
}
