import type {ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import Content from '@theme-original/CodeBlock/Content';
import type ContentType from '@theme/CodeBlock/Content';
import prismIncludeLanguages from '@theme/prism-include-languages';
import type {WrapperProps} from '@docusaurus/types';

// The theme registers the extra Prism languages (themeConfig.prism.additionalLanguages) from a
// client module, which puts Prism in every page's main bundle. src/docusaurus-patches/bundleTrims drops
// that module; the languages are registered here instead, when the first code block loads.
prismIncludeLanguages(Prism);

type Props = WrapperProps<typeof ContentType>;

/** Wrap: the stock highlighted code block, with Prism's extra languages registered first. */
export default function ContentWrapper(props: Props): ReactNode {
  return <Content {...props} />;
}
