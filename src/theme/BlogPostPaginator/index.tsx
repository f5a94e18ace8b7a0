import type {ReactNode} from 'react';
import BlogPostPaginator from '@theme-original/BlogPostPaginator';
import type BlogPostPaginatorType from '@theme/BlogPostPaginator';
import type {WrapperProps} from '@docusaurus/types';
import HydrationGate from '@site/src/components/HydrationGate';

type Props = WrapperProps<typeof BlogPostPaginatorType>;

/** Wrap: the stock newer/older post links, a static part on Preact (src/components/HydrationGate). */
export default function BlogPostPaginatorWrapper(props: Props): ReactNode {
  return (
    <HydrationGate name="paginator" static>
      <BlogPostPaginator {...props} />
    </HydrationGate>
  );
}
