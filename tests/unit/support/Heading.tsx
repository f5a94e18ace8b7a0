import type {HTMLAttributes, ReactNode} from 'react';

type Props = HTMLAttributes<HTMLHeadingElement> & {readonly as: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'};

/** Stand-in for @theme/Heading. */
export default function Heading({as: Tag, children, ...rest}: Props): ReactNode {
  return <Tag {...rest}>{children}</Tag>;
}
