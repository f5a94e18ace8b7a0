import type {ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof FooterType>;

/** Wrap: the stock footer, hydrated in a task of its own (src/components/HydrationGate). */
export default function FooterWrapper(props: Props): ReactNode {
  return (
    <HydrationGate name="footer">
      <Footer {...props} />
    </HydrationGate>
  );
}
