/**
 * s44 (issue 28, brief 44r; tester u29m F8, F21, F7): German word forms in Document Q&A (retrieval/tokenize.ts
 * germanForm, germanCompound): a weak participle meets its infinitive ("kündigen" / "gekündigt", "abstellen" /
 * "abgestellt"), a noun in "-ung" its verb, an umlaut plural its singular ("Fahrrad" / "Fahrräder"), and a compound
 * joined by "s" its parts ("Kündigungsfrist" / "Frist … Kündigung"). Through Document Q&A's own pipeline
 * (findInParts, top 4) over u29m's satzung-de.txt and the text of hausordnung.pdf (/tmp/u29m/mkpdf2.mjs).
 * English words keep their form: the guide's own vocabulary is checked in tests/unit/retrieval/germanForms-s44r.test.ts.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts} from '@site/src/demos/document-qa/parts';
import {U29M_DOCS} from './u29mDocs';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});
const doc = (id: string, text: string): SourceDocument => ({id, title: id, text});
const DOCS = {
  satzung: U29M_DOCS.satzung,
  hausordnung: doc('hausordnung.pdf', `Hausordnung Wohnanlage Rosenhof

Die Müllabfuhr kommt jeden Dienstag früh. Die gelben Säcke werden am Vorabend ab 18 Uhr an die Straße gestellt.

Die Waschküche im Keller darf von Montag bis Samstag zwischen 7 und 20 Uhr benutzt werden.

Ansprechpartner

Hausmeister ist Herr Günter Schäfer, erreichbar unter 0341 556677. Bei Wasserschäden außerhalb der Bürozeiten rufen Sie den Notdienst Aqua-Fix an.

Fahrräder

Fahrräder gehören in den Fahrradkeller. Im Treppenhaus dürfen keine Fahrräder, Kinderwagen oder Schuhe abgestellt werden.
`),
};
const indexes = new Map<string, Bm25Index>();
async function first(name: keyof typeof DOCS, question: string): Promise<string | null> {
  let index = indexes.get(name);
  if (!index) indexes.set(name, (index = buildIndex(chunkDocuments([DOCS[name]]))));
  const i = index;
  const found = await findInParts(retrieverOf(i), question, 4, i, () => i.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
  return found.judged.good[0]?.passage.text ?? null;
}

describe('F8, F21, F7: German word forms find the passage', () => {
  it.each([
    ['satzung', 'Wie kann ich kündigen?', 'schriftlich gekündigt'],
    ['satzung', 'Wann kann man kündigen?', 'schriftlich gekündigt'],
    ['satzung', 'Welche Kündigungsfrist gilt?', 'Frist von drei Monaten'],
    ['hausordnung', 'Darf ich mein Fahrrad im Treppenhaus abstellen?', 'abgestellt werden'],
    ['hausordnung', 'Wann werden die gelben Säcke rausgestellt?', 'gelben Säcke'],
    ['hausordnung', 'Ist es erlaubt, Kinderwagen im Treppenhaus abzustellen?', 'Kinderwagen'],
  ] as const)('%s: %s', async (name, question, wanted) => {
    expect(await first(name, question)).toContain(wanted);
  });

  // Known misses, left: a compound without a linking noun ending ("Beitrag" in "Mitgliedsbeitrag"), a strong participle
  // ("überwiesen"), a present-tense ending ("leistet"), a split separable verb ("stelle … ab") and a participle
  // without "ge" ("benutzt").
  it.fails.each([
    ['satzung', 'Bis wann muss der Beitrag überwiesen sein?', '31. März'],
    ['satzung', 'Wie viele Stunden muss man leisten?', 'sechs Stunden'],
    ['hausordnung', 'Wo stelle ich mein Fahrrad ab?', 'Fahrradkeller'],
    ['hausordnung', 'Wann kann man die Waschküche benutzen?', 'Waschküche'],
  ] as const)('known miss: %s: %s', async (name, question, wanted) => {
    expect(await first(name, question)).toContain(wanted);
  });

  it.each([
    ['satzung', 'Darf man im Garten grillen?'],
    ['hausordnung', 'Darf ich einen Hund halten?'],
    ['satzung', 'Wer kündigt die Wohnung?'],
  ] as const)('still no good match: %s: %s', async (name, question) => {
    expect(await first(name, question)).toBeNull();
  });
});
