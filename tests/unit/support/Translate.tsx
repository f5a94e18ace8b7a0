import type {ReactNode} from 'react';

/** Stand-in for @docusaurus/Translate: the English text as written. */
export default function Translate({children}: {readonly children: ReactNode}): ReactNode {
  return children;
}

export function translate({message}: {message: string}): string {
  return message;
}
