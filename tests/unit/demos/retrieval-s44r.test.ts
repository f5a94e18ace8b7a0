/**
 * s44 (issue 28, brief 44r; tester u29m, Document Q&A): two-part questions (F18, F4), through Document Q&A's own
 * pipeline (findInParts: questionFocus, findPassages for the whole question and each part, top 4). Documents are
 * u29m's /tmp/u29m/docs (lease.txt, bakery-handbook.md, satzung-de.txt, reglement-fr.txt), as written there.
 * Each group names its finding; the count on the old code is in the commit that fixed it.
 */
import {describe, expect, it} from 'vitest';
import {buildIndex, queryWeights, search, type Bm25Index} from '@site/src/retrieval/bm25';
import {chunkDocuments, type SourceDocument} from '@site/src/retrieval/chunking/documents';
import {findInParts, questionParts, type FoundInParts} from '@site/src/demos/document-qa/parts';

const retrieverOf = (index: Bm25Index) => ({
  size: index.passages.length,
  search: async (q: string, n = 5) => ({hits: search(index, q, n), ms: 0, stats: {weights: queryWeights(index, q), passages: index.passages.length}}),
});
const doc = (id: string, text: string): SourceDocument => ({id, title: id, text});

export const DOCS = {
  lease: doc('lease.txt', `RESIDENTIAL LEASE AGREEMENT

This agreement is made on 3 February 2025 between Marguerite Olsen ("Landlord") and Daniel Achebe ("Tenant") for the flat at 14 Linden Walk, Apt 3B.

1. Term. The lease begins on 1 March 2025 and runs for twelve (12) months, ending 28 February 2026.

2. Rent. The monthly rent is 1,240 dollars, payable on or before the 5th day of each month by bank transfer. A late fee of 35 dollars applies to payments received after the 10th.

3. Security deposit. The Tenant pays a security deposit of 2,480 dollars. The deposit is returned within 21 days after the Tenant moves out, minus the cost of any damage beyond normal wear.

4. Pets. One cat is permitted. Dogs are not permitted without written consent from the Landlord.

5. Repairs. The Tenant must report any water leak within 24 hours. The Landlord pays for repairs to the boiler, the roof and the plumbing. The Tenant pays for replacing light bulbs and smoke alarm batteries.

6. Termination. Either party may end the lease after the first six months with sixty (60) days written notice.

7. Subletting. The Tenant may not sublet the flat or any room in it.

8. Parking. Parking space number 7 in the rear courtyard is included in the rent.
`),
  bakery: doc('bakery-handbook.md', `# Harbourview Co-op Bakery — Operations Handbook

## Opening hours
The shop opens at 6:30 on weekdays and at 7:15 on Saturdays. We are closed on Sundays and on public holidays.

## Ovens and maintenance
The deck oven (Oven B) is descaled every second Thursday. The maintenance owner for Oven B is Priya Raman.
The rack oven (Oven A) is serviced by Kessler Technik twice a year, in March and September.
If an oven shows error code E42, switch it off, wait ten minutes, and call Priya on extension 214.

## Sourdough starter
The rye starter is called "Old Bertha". It is fed at 05:00 and 17:00 with 200 g rye flour and 200 ml water.
Never feed the starter with chlorinated tap water; use the filtered tap by the sink.

## Allergens
All products containing sesame must carry a yellow label. Nut-free products are baked only on Mondays,
before any other product, after a full wipe-down of bench 3.

## Cash handling
The till float is 150 euros. Counting the till at closing is the job of the shift lead; the count is
recorded in the red binder. Differences above 5 euros must be reported to Tomasz Nowak the same day.

## Holidays and leave
Staff request leave at least four weeks in advance using the form in the staff room. No leave is granted
in the two weeks before Christmas.
`),
  satzung: doc('satzung-de.txt', `Satzung des Kleingartenvereins Sonnenwiese e.V.

§ 1 Name und Sitz
Der Verein führt den Namen „Kleingartenverein Sonnenwiese e.V.“ und hat seinen Sitz in Leipzig.

§ 2 Mitgliedsbeitrag
Der jährliche Mitgliedsbeitrag beträgt 85 Euro. Er ist bis zum 31. März eines jeden Jahres auf das Vereinskonto zu überweisen.

§ 3 Kündigung
Die Mitgliedschaft kann mit einer Frist von drei Monaten zum Ende des Kalenderjahres schriftlich gekündigt werden.

§ 4 Gemeinschaftsarbeit
Jedes Mitglied leistet pro Jahr sechs Stunden Gemeinschaftsarbeit. Für jede nicht geleistete Stunde werden 15 Euro berechnet.

§ 5 Ruhezeiten
Die Mittagsruhe gilt von 13:00 bis 15:00 Uhr. In dieser Zeit dürfen keine Rasenmäher und keine Motorsägen benutzt werden.

§ 6 Vorstand
Der Vorstand besteht aus der Vorsitzenden, Frau Ingrid Weißmüller, dem Kassierer, Herrn Jörg Bäcker, und dem Schriftführer.
`),
  reglement: doc('reglement-fr.txt', `Règlement intérieur de la Médiathèque des Tilleuls

Article 1 – Horaires
La médiathèque est ouverte du mardi au samedi, de 10 h à 18 h. Elle est fermée le dimanche et le lundi.

Article 2 – Inscription
L'inscription est gratuite pour les moins de 18 ans. Pour les adultes, la cotisation annuelle est de 12 euros.

Article 3 – Prêts
Chaque lecteur peut emprunter jusqu'à huit documents pour une durée de trois semaines. Les DVD sont prêtés pour une semaine seulement.

Article 4 – Retards
En cas de retard, une pénalité de 0,20 euro par jour et par document est appliquée. Après trente jours de retard, le droit de prêt est suspendu.

Article 5 – Documents perdus ou abîmés
Tout document perdu ou abîmé doit être remplacé ou remboursé au prix d'achat.

Article 6 – Responsable
La directrice de la médiathèque est Mme Hélène Dufresne.
`),
};

const indexes = new Map<string, Bm25Index>();
export async function ask(name: keyof typeof DOCS, question: string): Promise<FoundInParts> {
  let index = indexes.get(name);
  if (!index) indexes.set(name, (index = buildIndex(chunkDocuments([DOCS[name]]))));
  const i = index;
  return findInParts(retrieverOf(i), question, 4, i, () => i.passages.map((p) => `${p.source} ${p.heading ?? ''} ${p.text}`));
}
const texts = (found: FoundInParts) => found.judged.good.map((h) => h.passage.text);

describe('F18, F4: a two-part question gets a passage for each part, or names the part with none', () => {
  it.each([
    ['lease', 'What is the rent and which parking space is included?', ['monthly rent is 1,240', 'Parking space number 7']],
    ['lease', 'Can I keep a cat and who pays for boiler repairs?', ['One cat is permitted', 'repairs to the boiler']],
    ['lease', 'What is the late fee? When does the lease end?', ['late fee of 35', 'ending 28 February 2026']],
    ['lease', 'How much notice do I have to give and can I sublet the flat?', ['sixty (60) days', 'may not sublet']],
    ['bakery', 'When does the shop open on Saturdays and who maintains Oven B?', ['7:15 on Saturdays', 'maintenance owner for Oven B']],
    ['bakery', 'Who counts the till at closing and where is it recorded?', ['red binder']],
    ['bakery', 'What is the till float; when is the starter fed?', ['till float is 150', 'fed at 05:00']],
    ['satzung', 'Wie hoch ist der Mitgliedsbeitrag und wer ist der Kassierer?', ['85 Euro', 'Kassierer']],
    ['reglement', 'Quels sont les horaires et quelle est la pénalité de retard ?', ['de 10 h à 18 h', 'pénalité de 0,20']],
  ] as const)('%s: %s', async (name, question, wanted) => {
    const found = await ask(name, question);
    for (const w of wanted) expect(texts(found).some((t) => t.includes(w)), `${question} → ${w}`).toBe(true);
    expect(found.unanswered).toEqual([]);
  });

  it.each([
    ['lease', 'What is the wifi password and how much is the rent?', 'What is the wifi password', 'monthly rent is 1,240'],
    ['bakery', 'What is the till float and who is the head baker?', 'who is the head baker', 'till float is 150'],
    ['lease', 'When does the lease start and can I paint the walls?', 'can I paint the walls', 'begins on 1 March 2025'],
    // u29m F4: "get it back" is not read as "returned" (a rewrite to "return" refused "Do I get my money back" against a refund
    // rule, s38d): the deposit part is answered and the other part is named, where the old code refused the whole question.
    ['lease', 'How much is the deposit and when do I get it back?', 'when do I get it back', 'security deposit of 2,480'],
  ] as const)('%s: %s names the part with no match', async (name, question, part, answered) => {
    const found = await ask(name, question);
    expect(found.unanswered).toEqual([part]);
    expect(texts(found).some((t) => t.includes(answered))).toBe(true);
  });

  it('a two-part question with neither part in the document stays no good match', async () => {
    const found = await ask('lease', 'What is the wifi password and who paints the walls?');
    expect(found.judged.good).toEqual([]);
    expect(found.unanswered).toEqual([]);
  });

});

describe('questionParts: only a second question counts as a second part', () => {
  it.each([
    ['What is the rent and which parking space is included?', ['What is the rent', 'which parking space is included?']],
    ['How much is the deposit, and when do I get it back?', ['How much is the deposit', 'when do I get it back?']],
    ['What is the late fee? When does the lease end?', ['What is the late fee', 'When does the lease end?']],
    ['Wie hoch ist der Beitrag und wer ist Kassierer?', ['Wie hoch ist der Beitrag', 'wer ist Kassierer?']],
  ])('%s', (question, parts) => {
    expect(questionParts(question)).toEqual(parts);
  });

  it.each(['Who is the tenant and the landlord?', 'How many sick days and PTO days do I get?', 'What are the pros and cons of pets?', 'Who and when?', 'Can I keep a cat and a dog?'])(
    'one question: %s',
    (question) => {
      expect(questionParts(question)).toBeNull();
    },
  );
});
