/**
 * s55 t-zoh F4 (issue 28, Zohlar model check): four wrong model answers got the same headline as a right answer, all in
 * another language or with a two-letter name: a French swap of who answers (les ressources humaines for le responsable
 * hiérarchique), a Russian reversed meaning (без согласия for только с его письменного согласия), a Chinese wrong amount and
 * dropped negation (两百元, 需要 for 一百元, 不需要) and "IT orders the laptop" (the hiring manager does). The support
 * check (support.ts unsupportedCitations, with supportLanguages.ts) now flags each; the tester's right answers and my own
 * right answers stay unflagged. Failed before the fix: every wrong answer below passed.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';
import {hanNumber} from '@site/src/demos/kit/supportLanguages';

const flags = (answer: string, passage: string) => unsupportedCitations(answer, [passage]);

// The tester's passages (fixtures/s54zoh and the onboarding sample), questions and replies (model-cases.json #18–#29).
const TESTER: Array<[passage: string, right: string, wrong: string]> = [
  [
    'Demande. La demande de télétravail se fait auprès du responsable hiérarchique, qui répond dans un délai de dix jours ouvrés.',
    'Le responsable hiérarchique répond dans un délai de dix jours ouvrés [1].',
    'Les ressources humaines répondent dans un délai de dix jours ouvrés [1].',
  ],
  [
    'Отзыв из отпуска. Отозвать сотрудника из отпуска можно только с его письменного согласия.',
    'Отозвать сотрудника из отпуска можно только с его письменного согласия [1].',
    'Отозвать сотрудника из отпуска можно без его согласия [1].',
  ],
  ['餐费补助。每天餐费补助为一百元，不需要提供发票。', '每天餐费补助为一百元，不需要提供发票 [1]。', '每天餐费补助为两百元，需要提供发票 [1]。'],
  [
    'Before day one. The hiring manager orders a laptop at least ten working days before the start date and names a buddy from the team.',
    'The hiring manager orders the laptop at least ten working days before the start date [1].',
    'IT orders the laptop on day one [1].',
  ],
];

// My own passages and replies (German, French, Russian, Chinese, English).
const OWN: Array<[passage: string, right: string[], wrong: string[]]> = [
  [
    'Dienstwagen. Ein Dienstwagen darf privat genutzt werden, wenn die Geschäftsführung schriftlich zustimmt.',
    ['Ein Dienstwagen darf privat genutzt werden, wenn die Geschäftsführung zustimmt [1].'],
    ['Ein Dienstwagen darf privat genutzt werden, wenn die Personalabteilung zustimmt [1].', 'Ein Dienstwagen darf nicht privat genutzt werden, auch wenn die Geschäftsführung zustimmt [1].'],
  ],
  [
    "Matériel. L'employeur fournit un ordinateur portable et un écran, mais pas de chaise de bureau.",
    ["L'employeur fournit un ordinateur portable et un écran [1]."],
    ["L'employeur fournit un ordinateur portable, un écran et une chaise de bureau [1]."],
  ],
  [
    'Больничный. Сотрудник должен сообщить руководителю о болезни в первый день.',
    ['Сотрудник должен сообщить руководителю о болезни в первый день [1].'],
    ['Сотрудник должен сообщить бухгалтерии о болезни в первый день [1].', 'Сотрудник не должен сообщать руководителю о болезни в первый день [1].'],
  ],
  ['住宿标准。住宿费用每晚不超过400元。', ['住宿费用每晚不超过四百元 [1]。'], ['住宿费用每晚不超过五百元 [1]。', '住宿费用每晚超过四百元也可以报销 [1]。']],
  [
    'New starters. The line manager requests building access two days before the start date. HR sends the contract.',
    ['The line manager requests building access two days before the start date [1].', 'HR sends the contract [1].'],
    ['QA requests building access two days before the start date [1].'],
  ],
];

describe('t-zoh F4: the model check flags wrong answers in other languages and with a two-letter name', () => {
  it.each(TESTER)('the tester\'s case: %s', (passage, right, wrong) => {
    expect(flags(right, passage)).toEqual([]);
    expect(flags(wrong, passage).length).toBeGreaterThan(0);
  });

  it.each(OWN)('own case: %s', (passage, right, wrong) => {
    for (const a of right) expect(flags(a, passage), a).toEqual([]);
    for (const a of wrong) expect(flags(a, passage).length, a).toBeGreaterThan(0);
  });

  it('the notes name what differs', () => {
    expect(flags(TESTER[0][2], TESTER[0][0]).map(unsupportedNote)[0]).toMatch(/ressources.*responsable/);
    expect(flags(TESTER[2][2], TESTER[2][0]).map(unsupportedNote)[0]).toContain('两百');
    expect(flags(TESTER[3][2], TESTER[3][0]).map(unsupportedNote)[0]).toContain('“IT”');
  });

  it('reads Chinese numerals', () => {
    expect([hanNumber('两百'), hanNumber('一百二十'), hanNumber('十五'), hanNumber('三万五千'), hanNumber('二十')]).toEqual([200, 120, 15, 35_000, 20]);
  });

  it('a lower-case "it" is the pronoun, not the name; a column name "it_contact" names it', () => {
    expect(flags('IT orders the laptop [1].', 'Laptops. The manager orders it before day one.').length).toBeGreaterThan(0);
    expect(flags('Tomás Reis is the IT contact in Porto [1].', 'city,it_contact\nPorto,Tomás Reis')).toEqual([]);
  });
});
