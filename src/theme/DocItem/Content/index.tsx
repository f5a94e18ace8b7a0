import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import CopyMarkdown from '@site/src/components/CopyMarkdown';
import LastVerified from '@site/src/components/LastVerified';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrap: the stock doc content, with the "Copy page as Markdown" bar and the sources-checked date
 * above it. On Preact the article is a static part unless it holds interactive components (code
 * block buttons, tabs, details, demos, forms): never hydrated on the first load, or else hydrated
 * in a task of its own (src/components/HydrationGate).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {frontMatter} = useDoc();
  return (
    <>
      <CopyMarkdown />
      <LastVerified value={(frontMatter as {last_verified?: unknown}).last_verified} />
      <HydrationGate name="doc-content" static="unlessInteractive">
        <Content {...props} />
      </HydrationGate>
    </>
  );
}
