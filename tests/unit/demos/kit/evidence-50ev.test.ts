/**
 * Each cited sentence beside the passage sentence it rests on (s50-ev, issue 28; tester u33b F1, u33c F3/F4, u33d F1):
 * src/demos/kit/evidence.ts. Before s50-ev (integration df25b7b5) there was no such comparison: these 32 answers got
 * the clean-check heading and nothing showed the reader the word that differs. Fixtures: the tester's exact answers and
 * passages (fixtures/evidence-u33b.json); then variants of our own per kind.
 */
import {describe, expect, test} from 'vitest';
import {compareWithPassages, markedWords, unitsOf, type ClaimEvidence} from '@site/src/demos/kit/evidence';
import data from './fixtures/evidence-u33b.json';

const marks = (claims: readonly ClaimEvidence[]) => claims.flatMap((c) => [...markedWords(c.runs), ...c.passages.flatMap((p) => markedWords(p.runs))]);
const answerMarks = (c: ClaimEvidence) => markedWords(c.runs);
const passageMarks = (c: ClaimEvidence, i = 0) => markedWords(c.passages[i].runs);

describe('u33b F1: every wrong answer the support check passed shows a differing word marked', () => {
  test('the fixture holds the 32 misses of F1', () => expect(data.misses).toHaveLength(32));
  test.each(data.misses.map((m) => [m.from, m] as const))('%s', (_from, m) => {
    const claims = compareWithPassages(m.answer, m.passages);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.some((c) => c.differs)).toBe(true);
    const marked = marks(claims).map((w) => w.toLowerCase());
    expect(m.differs.some((w) => marked.includes(w.toLowerCase())), `marked: ${marked.join(', ')}; expected one of ${m.differs.join(', ')}`).toBe(true);
  });

  test('the headline case: the smoking sentence is shown, its "not", "anywhere" and "building" marked', () => {
    const m = data.misses.find((x) => x.answer.startsWith('Smoking is allowed'))!;
    const [c] = compareWithPassages(m.answer, m.passages);
    expect(c.claim).toBe('Smoking is allowed in the offices');
    expect(c.passages[0].n).toBe(1);
    expect(c.passages[0].text).toBe('Smoking is not allowed anywhere in the building.');
    expect(passageMarks(c)).toEqual(['not', 'anywhere', 'building']);
    expect(answerMarks(c)).toEqual(['offices']);
  });

  test('a value from the neighbouring sentence: the clause it came from is shown too', () => {
    const m = data.misses.find((x) => x.answer.includes('whose contact is Omar Haddad'))!;
    const [c] = compareWithPassages(m.answer, m.passages);
    expect(c.passages.map((p) => p.text)).toContain('The Tenant’s contact is Omar Haddad.'.replace('’', "'"));
    expect(c.passages.flatMap((p) => markedWords(p.runs))).toContain("Tenant's");
  });
});

describe('u33d F1: the wrong answers its check passed show the differing word too', () => {
  // /tmp/u33d/results_model.json, results_model2.json: answer and cited passage as the page showed them.
  const HANDOVER = 'Handover\n\nThe on-call handover happens every Monday at 10:00 in the operations channel.';
  test.each([
    ['M13', 'The handover is every Friday at 10:00 [1].', HANDOVER, ['Friday', 'Monday']],
    ['M14', 'Weekend on-call is paid at double the hourly rate [1].', 'Escalation\n\nA page that nobody acknowledges within 30 minutes is escalated to the engineering manager on duty. Weekend on-call is paid at 1.5 times the hourly rate.', ['double', '1.5 times']],
    ['N2', 'The handover happens in the incident channel every Monday at 10:00 [1].', HANDOVER, ['incident', 'operations']],
    ['N7', 'Lone working is allowed on night shifts if nobody else is available [1].', 'Night shifts. Lone working is not permitted on night shifts; at least two people must be on the floor between 22:00 and 06:00.', ['not']],
  ])('%s', (_id, answer, passage, words) => {
    const marked = marks(compareWithPassages(answer, [passage]));
    for (const w of words) expect(marked).toContain(w);
  });
});

describe('u33b: right answers show few or no marks', () => {
  const counts = data.right.map((r) => marks(compareWithPassages(r.answer, r.passages)).length);
  test('every right answer is compared', () => {
    for (const r of data.right) expect(compareWithPassages(r.answer, r.passages).length, r.from).toBeGreaterThan(0);
  });
  test('most have none, none has many', () => {
    expect(counts.filter((n) => n === 0).length).toBeGreaterThanOrEqual(Math.ceil(data.right.length * 0.6));
    expect(Math.max(...counts)).toBeLessThanOrEqual(5);
  });
  test.each([
    ['The Oslo office opens at 7:30 am and closes at 4 pm [1].', 'The Oslo office opens at 07:30 and closes at 16:00.'],
    ['Laptops are replaced every 3 years by the IT service desk [1].', 'Laptops are replaced every three years by the IT service desk.'],
    ['Each employee has a training budget of 1500 euros per year [1].', 'Each employee has a training budget of 1,500 euros per year.'],
    ['A doctor’s note is needed from the 4th day of absence [1].', "A doctor's note is required from the fourth day of absence. Employees who are ill must tell their team lead."],
    ['Yes, spectrometers must be booked at least two days in advance [1].', 'Spectrometers must be booked at least two days in advance.'],
    ['The night shift runs from 10 pm to 6 am [1].', 'The night shift runs from 22:00 to 06:00 and is staffed by two agents.'],
    ['The lease starts on 1 April 2026 [1].', 'The lease starts on 1 April 2026 and runs for 36 months.'],
  ])('numbers as numbers, no marks: %s', (answer, passage) => {
    const claims = compareWithPassages(answer, [passage]);
    expect(claims).toHaveLength(1);
    expect(marks(claims).filter((w) => !/^(?:needed|required)$/.test(w))).toEqual([]);
  });
});

describe('rules of the comparison (variants of our own)', () => {
  test('function words are never marked; a negation, a modal and a bound are', () => {
    const [c] = compareWithPassages('The office is opened by a manager [1].', ['An office is opened by the manager.']);
    expect(marks([c])).toEqual([]);
    const [d] = compareWithPassages('Visitors can park in the garage [1].', ['Visitors cannot park in the garage.']);
    expect(answerMarks(d)).toEqual(['can']);
    expect(passageMarks(d)).toEqual(['cannot']);
    const [e] = compareWithPassages('Claims must be filed after 30 days [1].', ['Claims must be filed within 30 days.']);
    expect(answerMarks(e)).toEqual(['after']);
    expect(passageMarks(e)).toEqual(['within']);
  });
  test('a number with its unit is one marked word', () => {
    const [c] = compareWithPassages('Normal tickets are answered within 2 business days [1].', ['Normal tickets are answered within 2 hours.']);
    expect(answerMarks(c)).toEqual(['2 business days']);
    expect(passageMarks(c)).toEqual(['2 hours']);
    const [d] = compareWithPassages('The fee is €40 [1].', ['The fee is 40 euros.']);
    expect(marks([d])).toEqual([]);
    const [e] = compareWithPassages('Uploads are limited to 40 MB [1].', ['Uploads are limited to 40 KB.']);
    expect(answerMarks(e)).toEqual(['40 MB']);
  });
  test('a code and a year range are compared as written', () => {
    const [c] = compareWithPassages('SP-04 is in Room 210 [1].', ['| ID | Room |\n| --- | --- |\n| SP-04 | Room 112 |\n| SP-40 | Room 210 |']);
    expect(c.passages[0].row).toBe(true);
    expect(c.passages[0].text).toMatch(/SP-04|SP-40/);
    expect(marks([c]).length).toBeGreaterThan(0);
  });
  test('a table row is one unit, its head and rule are not', () => {
    expect(unitsOf('Register\n| ID | Owner |\n| --- | --- |\n| LT-17 | Mei Lin |')).toEqual([
      {text: 'Register', row: false},
      {text: 'LT-17 · Mei Lin', row: true},
    ]);
    const [c] = compareWithPassages('LT-17 is owned by Mei Lin [1].', ['| ID | Owner |\n| --- | --- |\n| LT-17 | Mei Lin |\n| LT-71 | Omar Haddad |']);
    expect(c.passages[0].text).toBe('LT-17 · Mei Lin');
  });
  test('a line break inside a sentence (a PDF text layer) does not cut it; one after a heading does', () => {
    expect(unitsOf('Fleet Policy\nEach car must be returned\nwith at least half a tank of fuel.').map((u) => u.text)).toEqual([
      'Fleet Policy',
      'Each car must be returned with at least half a tank of fuel.',
    ]);
  });
  test('"Dr." does not end a sentence; ";" ends a clause', () => {
    expect(unitsOf('Ask Dr. Weiss first. It will not renew; either party must confirm.').map((u) => u.text)).toEqual(['Ask Dr. Weiss first.', 'It will not renew', 'either party must confirm.']);
  });
  test('each citation of a sentence gets its own claim; a group cites every passage in it', () => {
    const claims = compareWithPassages('You get 27 days of annual leave [2] and 16 weeks of parental leave [1].', [
      'Parents receive 16 weeks of paid parental leave.',
      'Employees receive 27 days of annual leave.',
    ]);
    expect(claims.map((c) => [c.claim, c.passages.map((p) => p.n)])).toEqual([
      ['You get 27 days of annual leave', [2]],
      ['and 16 weeks of parental leave', [1]],
    ]);
    const [g] = compareWithPassages('Both offices open at 08:00 [1, 2].', ['The Oslo office opens at 08:00.', 'The Porto office opens at 09:00.']);
    expect(g.passages.map((p) => p.n)).toEqual([1, 2]);
    expect(passageMarks(g, 1)).toEqual(['Porto', '09:00']);
    // 08:00 is in passage 1, so the answer's number is not marked.
    expect(answerMarks(g)).toEqual([]);
  });
  test('a citation after the full stop, Markdown and a bullet list are read', () => {
    const claims = compareWithPassages('- **Dogs** are allowed in the offices. [1]\n- Smoking is *allowed* [1]', ['Dogs are allowed in the offices. Smoking is not allowed anywhere in the building.']);
    expect(claims.map((c) => c.claim)).toEqual(['Dogs are allowed in the offices', 'Smoking is allowed']);
    expect(claims[0].differs).toBe(false);
    expect(passageMarks(claims[1])).toContain('not');
  });
  test('a sentence citing nothing, and a citation to no passage, are left out', () => {
    expect(compareWithPassages('Dogs are welcome. Smoking is allowed [3].', ['Dogs are allowed in the offices.'])).toEqual([]);
  });
  test('Japanese is cut into words, so a changed number is marked', () => {
    const [c] = compareWithPassages('年次有給休暇は年間25日です [1]。', ['年次有給休暇は年間20日です。未使用の休暇は翌年に5日まで繰り越せます。']);
    expect(c.passages[0].text).toBe('年次有給休暇は年間20日です。');
    expect(c.differs).toBe(true);
  });
});
