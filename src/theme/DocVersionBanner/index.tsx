/*
 * Ejected from @docusaurus/theme-classic DocVersionBanner (3.10).
 * Changed: renders nothing, as the stock component does for a docs version without a banner, the
 * only kind this site has (one version, `current`, in docusaurus.config.ts). The stock code for
 * the unreleased/unmaintained banners and the latest-version link (~0.5 KB gzip) was in the chunk
 * every doc page loads first. A version with a banner fails the build here, naming the fix.
 */
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';

export default function DocVersionBanner(_props: Props): null {
  const version = useDocsVersion();
  if (version.banner) {
    throw new Error(
      `Docs version "${version.version}" of plugin "${version.pluginId}" has a "${version.banner}" banner, which src/theme/DocVersionBanner does not render: delete that ejected component to use the theme's.`,
    );
  }
  return null;
}
