/*
 * Ejected from @docusaurus/theme-classic DocRoot (3.10).
 * Changed: the not-found content (shown when a path under the docs has no doc, reached by a
 * client-side navigation) is loaded when it is needed. The stock import put it, with the area
 * cards it renders (`src/theme/NotFound/Content`, `src/data/areas.ts`), into the chunk every doc
 * page loads first (~1.4 KB gzip).
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import DocRootLayout from '@theme/DocRoot/Layout';
import type {Props} from '@theme/DocRoot';

type NotFoundContentType = ComponentType<{className?: string}>;
let notFoundContent: NotFoundContentType | undefined;
const loadNotFoundContent = (): Promise<NotFoundContentType> =>
  import('@theme/NotFound/Content').then((module) => {
    notFoundContent = module.default;
    return notFoundContent;
  });

/** The not-found content: at once once loaded, else after its chunk arrives. */
function NotFoundContent(): ReactNode {
  const [Content, setContent] = useState<NotFoundContentType | undefined>(() => notFoundContent);
  useEffect(() => {
    if (Content) return;
    let current = true;
    void loadNotFoundContent().then((loaded) => {
      if (current) setContent(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [Content]);
  return Content ? <Content /> : null;
}

export default function DocRoot(props: Props): ReactNode {
  const currentDocRouteMetadata = useDocRootMetadata(props);
  if (!currentDocRouteMetadata) {
    // We only render the not found content to avoid a double layout
    // see https://github.com/facebook/docusaurus/pull/7966#pullrequestreview-1077276692
    return <NotFoundContent />;
  }
  const {docElement, sidebarName, sidebarItems} = currentDocRouteMetadata;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.page.docsDocPage)}>
      <DocsSidebarProvider name={sidebarName} items={sidebarItems}>
        <DocRootLayout>{docElement}</DocRootLayout>
      </DocsSidebarProvider>
    </HtmlClassNameProvider>
  );
}
