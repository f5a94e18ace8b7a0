import type {ReactNode} from 'react';
import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
import NoScriptMenu from './NoScriptMenu';

/**
 * Wrap: the theme's menu button, and next to it a menu for readers without JavaScript (the
 * button opens a sidebar drawn by JavaScript, so without it the button does nothing and is
 * hidden by static/css/no-js.css). The fallback sits in <noscript>: with JavaScript on, browsers
 * do not render it, so the page looks and hydrates exactly as before.
 */
export default function ToggleWrapper(): ReactNode {
  return (
    <>
      <Toggle />
      <noscript>
        <NoScriptMenu />
      </noscript>
    </>
  );
}
