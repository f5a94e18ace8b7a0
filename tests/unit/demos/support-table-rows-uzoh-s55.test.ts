/**
 * s55 (u-zoh F2): a Markdown table in a model answer whose rows carry no [n], above or below a cited sentence, was never
 * checked ("| Brass gate valve | 400 |" where the parts list says 40). Each uncited row holding a figure is now read
 * against the passages the answer cites, as an uncited prose sentence is; right rows stay unflagged. Inputs are the
 * tester's parts list (/tmp/u-zoh/inputs/parts.csv) as the passage the page sent.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations} from '@site/src/demos/kit/support';

const PARTS = [
  'Parts list',
  'part_no,name,supplier,reorder_level,unit_price_usd',
  'VX-1021,Brass gate valve 2in,Halvorsen Fittings,40,18.75',
  'VX-1188,Stainless hose clamp,Marlow Hardware,500,0.42',
  'QT-3300,Pressure gauge 0-16 bar,Ketterby Instruments,12,36.10',
  'QT-3471,Thermal relief valve,Halvorsen Fittings,8,92.00',
  'ZK-0907,Gasket kit DN50,Porthaven Seals,25,11.30',
].join('\n');

describe('an uncited table in a model answer is checked (u-zoh F2)', () => {
  it('flags wrong figures in a table above a cited sentence', () => {
    const answer = '| Part | Reorder level |\n| --- | --- |\n| Brass gate valve | 400 |\n| Stainless hose clamp | 50 |\n\nBoth figures come from the parts list [1].';
    const found = unsupportedCitations(answer, [PARTS]);
    expect(found.map((u) => [u.n, u.claim, u.lacks])).toEqual([
      [0, '| Brass gate valve | 400', ['400']],
      [0, '| Stainless hose clamp | 50', ['50']],
    ]);
    expect(found.every((u) => u.uncited?.join() === '1')).toBe(true);
  });

  it('flags a wrong supplier and price row below a right cited sentence', () => {
    const answer = 'The supplier is Halvorsen Fittings [1].\n\n| Part | Supplier | Price |\n| :--- | --- | ---: |\n| QT-3471 | Marlow Hardware | 29.00 USD |';
    const found = unsupportedCitations(answer, [PARTS]);
    expect(found).toHaveLength(1);
    expect(found[0].claim).toBe('| QT-3471 | Marlow Hardware | 29.00 USD');
    expect(found[0].lacks).toEqual(expect.arrayContaining(['29.00', 'Marlow Hardware']));
  });

  it('leaves right tables, the head row and the rule unflagged', () => {
    for (const answer of [
      '| Part | Reorder level |\n| --- | --- |\n| Brass gate valve | 40 |\n| Stainless hose clamp | 500 |\n\nBoth figures come from the parts list [1].',
      'The supplier is Halvorsen Fittings [1].\n\n| Part | Supplier | Price |\n|:---|---:|---|\n| Thermal relief valve | Halvorsen Fittings | $92.00 |\n| Gasket kit DN50 | Porthaven Seals | $11.30 |',
      '| Part number | Reorder level 2026 |\n| --- | --- |\n| VX-1021 | 40 |\n\nSee the parts list [1].',
    ]) expect(unsupportedCitations(answer, [PARTS])).toEqual([]);
  });

  it('still reads nothing in a table of an answer that cites no passage (the whole answer is warned instead)', () => {
    expect(unsupportedCitations('| Part | Reorder level |\n| --- | --- |\n| Brass gate valve | 400 |', [PARTS])).toEqual([]);
  });
});
