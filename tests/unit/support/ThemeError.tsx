import type {ReactNode} from 'react';

/** Stand-in for @theme/Error, the default fallback of @docusaurus/ErrorBoundary. */
export default function ThemeError({error}: {readonly error: Error}): ReactNode {
  return <p>{error.message}</p>;
}
