/**
 * The specification normalises paths ending in `.html` or `/index.html` to the clean
 * path. Static hosts serve those files as they are, so the address is rewritten here,
 * before React hydrates, and the router, canonical URL and links all see the clean path.
 */
export function cleanPath(pathname: string): string | null {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  if (clean === pathname) return null;
  return clean === '' ? '/' : clean;
}

if (typeof window !== 'undefined') {
  const clean = cleanPath(window.location.pathname);
  if (clean) window.history.replaceState(window.history.state, '', clean + window.location.search + window.location.hash);
}
