/**
 * What the browser bundle has for Docusaurus' `lib/client/BaseUrlIssueBanner` (rendered by
 * App.js): the stock component renders its inline script only on the server
 * (`!ExecutionEnvironment.canUseDOM`) and an empty fragment in the browser, yet the browser bundle
 * carried the whole script template (−0.4 KB gzip of main.js). No DOM either way, so the server
 * HTML and the first client render stay equal. Its stylesheet (which hides the banner's container
 * once the site's CSS loads) stays imported, so the CSS does not change.
 */
import '@docusaurus/core/lib/client/BaseUrlIssueBanner/styles.module.css';

export default function MaybeBaseUrlIssueBanner(): null {
  return null;
}
