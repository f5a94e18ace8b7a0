/** Brief 44t2 F6/F10 (u29y J14, K40): a zero amount or a zero order id is held with a reason, never refunded by itself. */
import {describe, expect, it} from 'vitest';
import {parseRules, triage} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const parsed = parseRules(DEFAULT_RULES);
if (!parsed.ok) throw new Error(parsed.error);
const run = (body: string) => triage({id: 'z', from: 'pat@example.com', subject: 'Refund', body}, EXAMPLES, parsed.rules);

const ZERO: Array<[string, string]> = [
  ['Please refund $0.00 for ORD-50018, it arrived broken.', '$0.00'],
  ['Please refund $0 for ORD-50019, it arrived broken.', '$0'],
  ['Please refund 0.00 USD for ORD-50020, it arrived broken.', '0.00 USD'],
  ['Please refund $45.00 for ORD-0, it arrived broken.', 'ORD-0'],
  ['Please refund $45.00 for ORD-0000, it arrived broken.', 'ORD-0000'],
];
describe('44t2 F6: zero amounts and zero order ids go to a person', () => {
  it.each(ZERO)('%s', (body, quote) => {
    const t = run(body);
    expect(t.route.queue, t.route.reasons.join('; ')).toBe('human');
    expect(t.route.reasons.join(' ')).toContain(quote);
  });
  it('a plain amount and order still run by themselves', () => {
    expect(run('Please refund $45.00 for ORD-50021, it arrived broken.').route.queue).toBe('auto');
  });
});
