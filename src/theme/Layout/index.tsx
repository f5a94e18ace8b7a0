import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof LayoutType>;

/** Wrap: the stock layout; the page inside it hydrates in a task of its own (src/components/HydrationGate). */
export default function LayoutWrapper({children, ...props}: Props): ReactNode {
  return (
    <Layout {...props}>
      <HydrationGate name="page" contents>{children}</HydrationGate>
    </Layout>
  );
}
