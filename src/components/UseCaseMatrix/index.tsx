import type {ReactNode} from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import UseCaseMatrixTool from './UseCaseMatrixTool';
import styles from './styles.module.css';

/**
 * The use-case prioritisation matrix. It keeps its data in localStorage, so it renders only in the
 * browser; without JavaScript the reader sees a short note and the page's rubric still works on paper.
 */
export default function UseCaseMatrix(): ReactNode {
  return (
    <BrowserOnly
      fallback={
        <p className={styles.fallback}>
          The interactive matrix needs JavaScript. The criteria, weights and formula above let you score use cases on paper or in a
          spreadsheet in the same way.
        </p>
      }>
      {() => <UseCaseMatrixTool />}
    </BrowserOnly>
  );
}
