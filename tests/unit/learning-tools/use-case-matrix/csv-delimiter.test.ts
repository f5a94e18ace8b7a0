/**
 * u28d UC1: a semicolon-separated CSV (as Excel writes it where the comma is the decimal mark, in
 * German or French settings) was refused with "missing columns" for columns that are all there.
 */
import {describe, expect, it} from 'vitest';
import {CRITERIA, detectDelimiter, parseCsv, toCsv, defaultWeights, type Score} from '@site/src/learning-tools/use-case-matrix/model';

const ids = CRITERIA.map((c) => c.id);

describe('the field separator is read from the header', () => {
  it('imports a semicolon file (Excel, German or French settings), with a comma inside a name', () => {
    const text = `\uFEFFname;${ids.join(';')}\r\nBakery forecast;4;4;3;3;4;4;4;4\r\n"Filiale 2, Lager";2;3;3;3;3;3;3;5\r\n`;
    const result = parseCsv(text);
    expect(result.delimiter).toBe(';');
    expect(result.useCases.map((u) => u.name)).toEqual(['Bakery forecast', 'Filiale 2, Lager']);
    expect(result.useCases[0].scores.impact).toBe(4);
    expect(result.useCases[1].scores.change_ease).toBe(5);
  });

  it('imports a tab-separated file', () => {
    const result = parseCsv(`name\t${ids.join('\t')}\nTabbed\t1\t2\t3\t4\t5\t1\t2\t3\n`);
    expect(result.delimiter).toBe('\t');
    expect(result.useCases[0].scores.urgency).toBe(4);
  });

  it('a comma file stays a comma file, even with a semicolon in a name', () => {
    const text = `name,${ids.join(',')}\n"Forecast; phase 2",3,3,3,3,3,3,3,3\n`;
    expect(detectDelimiter(text)).toBe(',');
    expect(parseCsv(text).useCases[0].name).toBe('Forecast; phase 2');
    const exported = toCsv([{id: 'a', name: 'x', scores: Object.fromEntries(ids.map((id) => [id, 3 as Score]))}], defaultWeights());
    expect(parseCsv(exported).delimiter).toBe(',');
  });

  it('a semicolon file with a bad score still names the line', () => {
    expect(() => parseCsv(`name;${ids.join(';')}\nA;3;3;3;3;3;3;3;3\nB;3;9;3;3;3;3;3;3\n`)).toThrow('Line 3: "strategic_fit" must be a whole number from 1 to 5 (found "9")');
  });
});
