import type {ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import CopyMarkdown from '@site/src/components/CopyMarkdown';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof ContentType>;

/**
 * Wrap: on a post's own page (not in lists), the "Copy page as Markdown" bar above the text, and
 * the text a static part on Preact unless it holds interactive components (src/components/HydrationGate).
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  return (
    <>
      {isBlogPostPage && <CopyMarkdown />}
      {isBlogPostPage ? (
        <HydrationGate name="post-content" static="unlessInteractive">
          <Content {...props} />
        </HydrationGate>
      ) : (
        <Content {...props} />
      )}
    </>
  );
}
