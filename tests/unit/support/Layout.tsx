import type {ReactNode} from 'react';

/** Stand-in for @theme/Layout: renders its children only. */
export default function Layout({children}: {readonly children: ReactNode}): ReactNode {
  return <>{children}</>;
}
