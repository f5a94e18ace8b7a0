/**
 * The navbar item types this site configures (`themeConfig.navbar.items` in docusaurus.config.ts:
 * plain links, the areas' `docSidebar` links, the "More" dropdown) and the two the theme may add
 * itself (`search`, `doc`). The stock map also imports the locale and docs-version dropdowns, which a
 * single-locale, unversioned site never renders: ~1.2 KB gzip of main.js. A navbar item of a type
 * missing here fails the build with the theme's own error (`No NavbarItem component found for
 * type ...`) while rendering the first page; add its import back then.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';

const ComponentTypes = {
  default: DefaultNavbarItem,
  search: SearchNavbarItem,
  dropdown: DropdownNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
} as Partial<ComponentTypesObject> as ComponentTypesObject;

export default ComponentTypes;
