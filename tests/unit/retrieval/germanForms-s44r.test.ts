/**
 * s44 (issue 28, brief 44r, u29m F8, F21, F7): the German word forms of passage search (retrieval/tokenize.ts
 * germanForm, germanCompound) join a participle, a noun in "-ung" and an umlaut plural to one term, and leave
 * English alone: every word of the site's own pages (docs, blog, codebase and the other content folders) that they
 * change is German or a code name, listed here.
 */
import {execSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {germanCompound, germanForm, tokenizeForRetrieval} from '@site/src/retrieval/tokenize';

const same = (a: string, b: string) => expect(tokenizeForRetrieval(a), `${a} / ${b}`).toEqual(tokenizeForRetrieval(b));

describe('German forms meet', () => {
  it.each([
    ['gekündigt', 'kündigen'],
    ['Kündigung', 'kündigen'],
    ['abgestellt', 'abstellen'],
    ['abzustellen', 'abstellen'],
    ['angemeldet', 'anmelden'],
    ['Anmeldung', 'anmelden'],
    ['gespeichert', 'speichern'],
    ['geändert', 'ändern'],
    ['gearbeitet', 'arbeiten'],
    ['abgegeben', 'abgeben'],
    ['Fahrräder', 'Fahrrad'],
    ['Säcke', 'Sack'],
    ['Zahlungen', 'zahlen'],
  ])('%s / %s', same);

  it('a compound joined by "s" is its two words', () => {
    expect(tokenizeForRetrieval('Kündigungsfrist')).toEqual(tokenizeForRetrieval('Kündigung Frist'));
    expect(germanCompound('Sicherheitsregeln')?.map((p) => p.segment)).toEqual(['Sicherheit', 'regeln']);
    expect(germanCompound('relationships')).toBeNull();
  });
});

describe('English words keep their form', () => {
  it.each(['get', 'forget', 'budget', 'target', 'geologist', 'gestalt', 'gentlest', 'general', 'young', 'among', 'angel', 'hung', 'greatest', 'generated', 'gesture', 'getting'])('%s', (w) => {
    expect(germanForm(w)).toBe(w);
  });

  it("the site's own words: only German words and names change", () => {
    const files = execSync("find docs blog codebase coding about action-plan learning-hub services community examples demo-room -name '*.md*'").toString().split('\n').filter(Boolean);
    const words = new Set<string>();
    for (const f of files) for (const w of readFileSync(f, 'utf8').toLowerCase().match(/[\p{L}][\p{L}\p{M}\p{N}]*/gu) ?? []) words.add(w);
    expect(words.size).toBeGreaterThan(5000);
    const changed = [...words].filter((w) => germanForm(w) !== w || germanCompound(w)).sort();
    // German words the pages quote (German examples, a name); each has an umlaut or is a German participle or noun.
    expect(changed.every((w) => /[äöü]/.test(w) || /^(?:abgeholt|abgestellt|einladungen)$/.test(w)), changed.join(' ')).toBe(true);
  }, 60000);
});
