/**
 * Server side of `./entries.ts`: writes the doc entries the page's first render reads into <head>
 * as a JSON block. Rendered from src/theme/Root.tsx; renders nothing in the browser (a `<Head>`
 * renders no DOM where it is, so hydration sees the same markup), nor on pages outside the docs.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useGlobalData from '@docusaurus/useGlobalData';
import {useLocation} from '@docusaurus/router';
import {inlineJson} from '../jsonBlock';
import {entriesFor, FIRST_DOCS_ENTRIES_ID, type GlobalData} from './entries';

export default function FirstDocsEntries(): ReactNode {
  const {pathname} = useLocation();
  const globalData = useGlobalData() as GlobalData;
  if (ExecutionEnvironment.canUseDOM) return null;
  const entries = entriesFor(pathname, globalData);
  if (Object.keys(entries).length === 0) return null;
  return (
    <Head>
      <script type="application/json" id={FIRST_DOCS_ENTRIES_ID}>
        {inlineJson(entries)}
      </script>
    </Head>
  );
}
