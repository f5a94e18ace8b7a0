// Self-test harness (brief 43t): runs a JSON list of messages through the page's pipeline (triage.ts), one TSV line each.
// Usage: npx tsx tests/selftest/43t/run-ta.mts tests/selftest/43t/ta-inputs.json > tests/selftest/43t/ta-out.tsv
import {readFileSync} from 'node:fs';
import {parseRules, triage} from '../../../src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '../../../src/demos/task-automation/sample';
const p = parseRules(DEFAULT_RULES);
if (!p.ok) throw new Error(p.error);
const rows: Array<{id: string; s: string; b: string}> = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const r of rows) {
  const t = triage({id: r.id, from: 'pat@example.com', subject: r.s, body: r.b}, EXAMPLES, p.rules);
  console.log(`${r.id}\t${t.classification.category}\t${t.route.queue}\t${t.proposal.action}\t${[...t.route.reasons, ...t.classification.unsure].join(' | ')}`);
}
