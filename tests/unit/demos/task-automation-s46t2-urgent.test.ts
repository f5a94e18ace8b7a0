/**
 * Brief 46t2 (issue 28, u30r F14, F19): an injury ("my finger got cut on the glass") or a medicine about to run
 * out ("It contains my insulin and I run out tomorrow") is the first reason of the item, read at once, like the
 * other dangers `emergencyIn` finds.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 's46t2u', from: 'pat@example.com', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.classification.category} ${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.body}`;

describe('F14: an injury is the first reason', () => {
  it.each([
    ['Refund', 'Please refund $45.00 for ORD-51402, it arrived broken and my finger got cut on the glass.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, it arrived broken and I cut my hand on it.'],
    ['Refund', 'Please refund $45.00 for ORD-51402. I cut myself on the broken glass.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, my son cut his finger on the sharp edge.'],
    ['Refund', 'The mug arrived cracked and my daughter cut her lip. Refund $12.00 for ORD-51403 please.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, the blade cut my thumb when I opened the box.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, I got cut on the broken glass.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, my hand was cut by the shards.'],
    ['Refund', 'Please refund $45.00 for ORD-51402. The kettle scalded my hand.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, my finger is cut and bleeding.'],
    ['Refund', 'Please refund $45.00 for ORD-51402, the glass cut my foot.'],
  ])('%s | %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons[0], show(t)).toContain('injury');
  });
});

describe('F19: a medicine about to run out is the first reason', () => {
  it.each([
    'My parcel ORD-52208 has not arrived. It contains my insulin and I run out tomorrow.',
    'My parcel ORD-52208 has not arrived. It has my insulin in it and I have run out.',
    'ORD-52208 has not arrived. My medication is in it and I ran out yesterday.',
    'My parcel ORD-52208 has not arrived. I am running out of my heart medication.',
    'ORD-52208 is late and I have no insulin left.',
    'My parcel ORD-52208 has not arrived. It contains my inhaler and I have none left.',
    'ORD-52208 has not arrived. My meds run out on Friday.',
    'My parcel ORD-52208 is missing. I will be out of insulin by tonight.',
    'ORD-52208 has not arrived. It is my prescription and I run out tomorrow.',
    'My parcel ORD-52208 has not arrived; my EpiPen is in it and I have no other one.',
    'ORD-52208 has not arrived and I only have one dose of my medicine left.',
  ])('%s', (body) => {
    const t = run('Where is my parcel?', body);
    expect(t.route.queue, show(t)).toBe('human');
    expect(t.route.reasons[0], show(t)).toContain('medical emergency');
  });
});

describe('no injury or medicine where there is none', () => {
  it.each(['Please refund $45.00 for ORD-51402, the glass arrived cut in two pieces.', 'Please cut my subscription price, it is too high.', 'Please refund $45.00 for ORD-51402, the medicine bottle arrived broken.'])('%s names no injury', (body) => {
    const t = run('Refund', body);
    expect(t.route.reasons[0] ?? '', show(t)).not.toMatch(/injury|medical/);
  });
  it.each([
    ['Refund', 'Please refund $45.00 for ORD-51402, it arrived broken.'],
    ['Where is my parcel', 'Hi, where is my parcel ORD-5002? Tracking has said in transit for 6 days. Thanks, Lee'],
  ])('%s | %s stays automatic', (subject, body) => {
    const t = run(subject, body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});
