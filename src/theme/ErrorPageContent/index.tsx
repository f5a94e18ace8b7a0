import type {ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ErrorPageContentType>;

/**
 * The stock crash page ("This page crashed.", the message, Try again) plus a way
 * out that works even when the app cannot render: plain links, no client routing.
 */
export default function ErrorPageContentWrapper(props: Props): ReactNode {
  const home = useBaseUrl('/');
  const contact = useBaseUrl('/contact/intro');
  return (
    <>
      <ErrorPageContent {...props} />
      <nav className={`container ${styles.help}`} aria-label="Recovery">
        <p>
          If trying again does not help, <a href={home}>go to the home page</a> or{' '}
          <a href={contact}>tell us what happened</a>.
        </p>
      </nav>
    </>
  );
}
