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
 * Wrap: the stock layout; the page inside it hydrates in a task of its own (src/components/HydrationGate),
 * and links in the parts that are never hydrated go to the router.
 */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <StaticLinks />
      <HydrationGate name="page" contents>{children}</HydrationGate>
    </Layout>
  );
}
