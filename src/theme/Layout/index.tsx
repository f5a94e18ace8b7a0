import {useEffect, type ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useHistory} from '@docusaurus/router';
import HydrationGate from '@site/src/components/HydrationGate';
import {listenToStaticLinks} from '@site/src/docusaurus-patches/islands/staticLinks';

type Props = WrapperProps<typeof LayoutType>;

/** The router takes the links of the page's static (never hydrated) parts (src/docusaurus-patches/islands). */
function StaticLinks(): null {
  const history = useHistory();
  useEffect(() => listenToStaticLinks(document, (to) => history.push(to)), [history]);
  return null;
}

/**
 * Wrap: the stock layout hydrates in a task after the root pass (its providers and shell: the
 * `layout` gate), the page inside it in a task of its own (`page`; src/components/HydrationGate),
 * and links in the parts that are never hydrated go to the router. On Preact the root pass was one
 * task of 63–78 ms at 4× CPU with the layout in it (issue 30; src/docusaurus-patches/README.md).
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <HydrationGate name="layout" contents>
      <Layout {...props}>
        <StaticLinks />
        <HydrationGate name="page" contents>{children}</HydrationGate>
      </Layout>
    </HydrationGate>
  );
}
