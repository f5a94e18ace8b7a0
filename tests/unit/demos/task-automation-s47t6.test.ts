/**
 * Brief s47 t6 (issue 28, tester u31f on build-b2). An id or amount is read whole only when what follows it is
 * the end, sentence punctuation followed by whitespace or the end, a dash before a word, or whitespace followed by
 * a word. F1: an id split by a line break or tab ("ORD-5123⏎45") goes to a person. F2: an id or amount with a sign
 * glued on ("ORD-51001;2", "$25.00#") goes to a person. F3: "$30 to 35" is a range. The bodies are u31f's
 * (msgs3 s06/s21, msgs4 t53/t55/t56, msgs5, msgs6, msgs7, msgs1 q39) plus our own variants.
 */
import {describe, expect, it} from 'vitest';
import {parseRules, triage, type Triaged} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string): Triaged => triage({id: 'm21', from: '', subject, body}, EXAMPLES, rules);
const show = (t: Triaged) => `${t.route.queue} [${t.proposal.action}] «${t.route.reasons.join('; ')}» <- ${t.message.subject} | ${t.message.body}`;
const held = (t: Triaged, quote: string) => {
  expect(t.route.queue, show(t)).toBe('human');
  expect(t.route.reasons.join(' '), show(t)).toContain(quote);
};
const refund = (id: string) => `Please refund $25.00 for ${id}, it arrived broken.`;

describe('F1: an id split by a line break or a tab goes to a person', () => {
  it.each([
    ['ORD-5123\n45', 'ORD-5123 45'],
    ['ORD-51234\n5', 'ORD-51234 5'],
    ['ORD-51234\n56', 'ORD-51234 56'],
    ['ORD-5123\r\n47', 'ORD-5123 47'],
    ['ORD-51243\t7', 'ORD-51243 7'],
    ['ORD-51241\n51242', 'ORD-51241'],
    ['ORD-8301\n3', 'ORD-8301 3'],
    ['ORD-51234\t\t9', 'ORD-51234 9'],
  ])('%j', (id, quote) => held(run('Refund', refund(id)), quote));
  it('tracking ORD-5124⏎01', () => held(run('Where is my parcel?', 'My parcel ORD-5124\n01 has not arrived yet.'), 'ORD-5124 01'));
  it('invoice INV-3001⏎1', () => held(run('Invoice question', 'Please send a corrected copy of invoice INV-3001\n1. The address is wrong.'), 'INV-3001 1'));
  it('a hard-wrapped e-mail', () =>
    held(run('Refund', 'Hello,\nplease refund $19.00 for my order ORD-6655\n4 - the vase arrived broken.\nThanks, Jo'), 'ORD-6655 4'));
});

describe('F2: an id or amount with a sign glued on goes to a person', () => {
  it.each([
    ['ORD-51001;2', 'ORD-51001;2'],
    ['ORD-51002|51003', 'ORD-51002|51003'],
    ['ORD-51007=2', 'ORD-51007=2'],
    ['ORD-51008^2', 'ORD-51008^2'],
    ['ORD-51009@2', 'ORD-51009@2'],
    ['ORD-51011\\2', 'ORD-51011\\2'],
    ['ORD-51006%', 'ORD-51006%'],
    ['ORD-41045;41046', 'ORD-41045;41046'],
    ['ORD-41048*', 'ORD-41048*'],
    ['ORD-41049 #2', 'ORD-41049 #2'],
    ['ORD-61111#2', 'ORD-61111#2'],
    ['ORD-51012!2', 'ORD-51012!2'],
    ['ORD-51013x', 'ORD-51013x'],
    ['ORD-51014 *2', 'ORD-51014 *2'],
  ])('%s', (id, quote) => held(run('Refund', refund(id)), quote));
  it.each([
    ['Please refund $25.00;30 for ORD-51020, it arrived broken.', '$25.00;30'],
    ['Please refund $25.00# for ORD-51021, it arrived broken.', '$25.00#'],
    ['Please refund $25.00* for ORD-51022, it arrived broken.', '$25.00*'],
    ['Please refund $25.00= for ORD-51023, it arrived broken.', '$25.00='],
    ['Please refund $25.00\n5 for ORD-51024, it arrived broken.', '$25.00 5'],
  ])('%s', (body, quote) => held(run('Refund', body), quote));
  it('invoice INV-30012;3', () => held(run('Invoice question', 'Please send a corrected copy of invoice INV-30012;3. The address is wrong.'), 'INV-30012;3'));
});

describe('F3: a number after "to" or "or" right after an amount makes a range', () => {
  it.each([
    ['Please refund $30 to 35 for ORD-81006, it arrived damaged.', '$30 to 35'],
    ['Please refund $30.00 or 35.00 for ORD-81007, it arrived damaged.', '$30.00 or 35.00'],
    ['Please refund $45 or $50 for ORD-81008, it arrived damaged.', '$45 or $50'],
  ])('%s', (body, quote) => held(run('Refund', body), quote));
});

describe('must stay automatic: an id or amount followed by a word, punctuation or the end', () => {
  it.each([
    'Please refund $25.00 for ORD-51030, it arrived broken.',
    'It arrived broken, please refund $25.00 for ORD-51030.',
    'It arrived broken, please refund $25.00 for ORD-51030',
    'It arrived broken. Please refund $25.00 for ORD-51030!',
    'Please refund $25.00 for ORD-51030! It arrived broken.',
    'Please refund $25.00 for ORD-51030 (it arrived broken).',
    'The vase from ORD-51030 arrived broken: please refund $25.00.',
    'Please refund $25.00 for ORD-51030 - it arrived broken.',
    'Please refund $25.00 for ORD-51030\nIt arrived broken.',
    'Please refund $25.00 for ORD-51030 \u2013 it arrived broken.',
    'Please refund $25.00\tfor ORD-51030, it arrived broken.',
    'Please refund $25.00 for ORD-51030; it arrived broken.',
    'Please refund $20.00 for ORD-60120,it arrived broken.',
  ])('%j', (body) => {
    const t = run('Refund', body);
    expect(t.route.queue, show(t)).toBe('auto');
  });
});
