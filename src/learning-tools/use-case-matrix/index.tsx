/**
 * The use-case prioritization matrix (action-plan/ws3-implementation/use-cases): the component,
 * the quadrant chart, its styles and, in model/, the scoring, CSV/JSON import and export and
 * storage. Imported by its MDX page; it may import src/learning-tools/tool-panel, nothing from
 * src/components, src/demos, src/theme or src/pages.
 */
import type {ReactNode} from 'react';
import {BrowserTool} from '@site/src/learning-tools/tool-panel';
import UseCaseMatrixTool from './UseCaseMatrixTool';

/**
 * The use-case prioritization matrix. It keeps its data in localStorage, so it renders only in the
 * browser; without JavaScript the reader sees a short note and the page's rubric still works on paper.
 */
export default function UseCaseMatrix(): ReactNode {
  return (
    <BrowserTool fallback="The interactive matrix needs JavaScript. The criteria, weights and formula above let you score use cases on paper or in a spreadsheet in the same way.">
      {() => <UseCaseMatrixTool />}
    </BrowserTool>
  );
}
