import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyMarkdown from '@site/src/components/CopyMarkdown';

type Props = WrapperProps<typeof ContentType>;

/** Wrap: the stock doc content, with the "Copy page as Markdown" bar above it. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <CopyMarkdown />
      <Content {...props} />
    </>
  );
}
