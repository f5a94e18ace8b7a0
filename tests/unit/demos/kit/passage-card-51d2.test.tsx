/**
 * u34b F6 (s51-d2): the passage card showed a Markdown table as its source ("| --- | --- |", pipes). It now writes each
 * row as "column: value · column: value" (kit PassageList, shared by Document Q&A, Zohlar Ask and Simple Chat).
 * Fails on 59454dd7 (no labelledTableRows, the raw rule in the card), passes after. Input: /tmp/u34b/docs/vendors.md.
 */
import {render} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import PassageList, {labelledTableRows} from '@site/src/demos/kit/components/PassageList';

const VENDORS = [
  '# Vendor contracts (test register, u34b)',
  '',
  '| Contract | Vendor | Service | Owner | Ends | Annual value |',
  '| --- | --- | --- | --- | --- | --- |',
  '| VC-11 | Northwind Cleaning | Office cleaning | Marta Silva | 2027-03-31 | 48,000 EUR |',
  '| VC-21 | Orbit IT Services | Laptop repair | Yusuf Kaya | 2027-09-30 | 30,000 EUR |',
].join('\n');

describe('u34b F6: a table in the passage card names its columns', () => {
  it('the tester\'s vendor register', () => {
    const {container} = render(<PassageList hits={[{passage: {id: 'v#1', text: VENDORS, source: 'Pasted text'}, score: 3.2, terms: ['vc-21']}]} anchor="p-" />);
    const text = container.querySelector('p')!.textContent!;
    expect(text).not.toContain('|');
    expect(text).toContain('Contract: VC-21 · Vendor: Orbit IT Services · Service: Laptop repair · Owner: Yusuf Kaya · Ends: 2027-09-30 · Annual value: 30,000 EUR');
    // The heading line is still shown as the passage's heading.
    expect(container.querySelector('strong + strong, p strong')!.textContent).toBe('Vendor contracts (test register, u34b)');
  });
  it('variants: an empty cell is left out; prose and a table without a rule stay as written', () => {
    expect(labelledTableRows('| Release | Shipped | Support ends |\n|:---|---:|---|\n| 5.3 |  | 2028-01-31 |')).toBe('Release: 5.3 · Support ends: 2028-01-31');
    expect(labelledTableRows('Role | Duty |\nScribe | Keeps the timeline |')).toBe('Role | Duty |\nScribe | Keeps the timeline |');
    expect(labelledTableRows('Claims: a | b is no table.\nNext line.')).toBe('Claims: a | b is no table.\nNext line.');
  });
});
