/**
 * What the browser bundle has for `./FirstRouteChunks.tsx`: it writes the first page's JSON
 * blocks on the server and renders nothing in the browser, so the browser needs none of its
 * imports (the whole route tree among them).
 */
export default function ServerOnly(): null {
  return null;
}
