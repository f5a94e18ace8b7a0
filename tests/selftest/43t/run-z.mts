// Self-test harness (brief 43t): runs a JSON list of questions through the page's functions (coql.ts), one TSV line each.
// Usage: npx tsx tests/selftest/43t/run-z.mts tests/selftest/43t/z-inputs.json > tests/selftest/43t/z-out.tsv
import {readFileSync} from 'node:fs';
import {parseQuestion, readAs, runQuery} from '../../../src/demos/zoho-copilot/coql';
const TODAY = '2026-11-27';
const rows: Array<{id: string; q: string}> = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const r of rows) {
  const p = parseQuestion(r.q, TODAY);
  if (!p.ok) {
    console.log(`${r.id}\tREFUSED\t${p.error}${p.suggestion ? ` [suggest: ${p.suggestion}]` : ''}`);
    continue;
  }
  const names = runQuery(p.query).map((x) => String(x.Deal_Name ?? x.Account_Name ?? `${x.First_Name} ${x.Last_Name}`));
  const extra = [...(p.ignored.length ? [`ignored: ${p.ignored.join(', ')}`] : []), ...(p.notes ?? [])].join(' | ');
  console.log(`${r.id}\t${readAs(p.query)}\t${names.length}: ${names.join(', ')}\t${extra}`);
}
