import type {AnchorHTMLAttributes, ReactNode} from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {readonly to?: string};

/** Stand-in for @docusaurus/Link: a plain anchor to `to` or `href`. */
export default function Link({to, href, children, ...rest}: Props): ReactNode {
  return (
    <a href={to ?? href} {...rest}>
      {children}
    </a>
  );
}
