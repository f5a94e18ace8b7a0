/**
 * s52-r4 (issue 28; testers u35b, u35c, u35d: /tmp/u35b, /tmp/u35c, /tmp/u35d FINDINGS.md). Covered questions refused as
 * "No good match", asked as the pages ask them: Document Q&A over u35b's pasted texts and Zohlar's Ask over u35d's workspace
 * (the built-in documents plus the tester's six, fixtures/u35/docs.ts), both through findInParts (top 4). Each block names the
 * finding; the tester's exact inputs come first, then variants of our own. Every row failed on 5286ede1 unless marked "still".
 */
import {describe, expect, it} from 'vitest';
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';
import {questionFocus} from '@site/src/demos/kit/match';
import {askDoc, askZohlar, chatZohlar} from './fixtures/u35/docs';

const firstGood = async (doc: string, q: string) => (await askDoc(doc, q)).judged.good[0]?.passage.text ?? '(no good match)';
const refusal = async (doc: string, q: string) => {
  const found = await askDoc(doc, q);
  return found.judged.good.length ? '(good match)' : noGoodMatchWhy(questionFocus(q), found.hits, found.judged.stats);
};

describe('u35b F2, F8.1: an amount on the "X or more" / "X and above" side of a bound, or written "EUR", is answered by the passage stating the bound', () => {
  it.each([
    // the tester's exact inputs
    ['clinics.txt', 'Who approves a purchase of 4,000 euros?', 'Purchases of 2,500 euros or more'],
    ['clinics.txt', 'Who approves a purchase of 4000 EUR?', 'Purchases of 2,500 euros or more'],
    ['clinics.txt', 'Who approves a purchase of 10,000 euros?', 'Purchases of 2,500 euros or more'],
    ['grants.txt', 'How is a grant of 7,000 euros paid?', 'Grants of 5,000 euros or more'],
    ['grants.txt', 'How are grants of 6,000 euros paid?', 'Grants of 5,000 euros or more'],
    ['policy2.txt', 'Do I need a receipt for a 200 euro claim?', 'Claims of 150 euros or more'],
    ['bounds.txt', 'Can I accept a gift worth 75 euros?', 'Gifts worth 50 euros and above'],
    ['clinics.txt', 'Who approves a purchase of 1000 EUR?', 'Purchases under 2,500 euros'],
    // variants
    ['clinics.txt', 'Who approves purchases of 3,200 EUR?', 'Purchases of 2,500 euros or more'],
    ['clinics.txt', 'who signs off a 12000 euro purchase', 'Purchases of 2,500 euros or more'],
    ['grants.txt', 'Is a grant of 9,500 euros paid in one go?', 'Grants of 5,000 euros or more'],
    ['policy2.txt', 'Does a claim of 400 EUR need a receipt?', 'Claims of 150 euros or more'],
    ['bounds.txt', 'May I keep a gift worth 120 euros?', 'Gifts worth 50 euros and above'],
    // still answered before and after (the under side; bounds written "above" and "from", which worked for the tester)
    ['bounds.txt', 'Can I accept a gift worth 20 EUR?', 'Gifts worth less than 50 euros'],
    ['bounds.txt', 'Does a hotel night of 220 euros need approval?', 'Hotel nights above 180 euros'],
    ['bounds.txt', 'Who approves a course of 1,500 euros?', 'Courses from 1,000 euros'],
  ])('%s: %s', async (doc, q, wanted) => {
    expect(await firstGood(doc, q)).toContain(wanted);
  });

});

const zohlarGood = async (q: string, withLog = true) => (await askZohlar(q, withLog)).judged.good.map((h) => `${h.passage.source} · ${h.passage.text}`).join('\n') || '(no good match)';

describe('u35d F1: Zohlar questions a passage answers are no longer refused', () => {
  it.each([
    // the tester's exact inputs (Q48, R1, S15: a figure after a word; Q5: a bound; S13: "my own"; R5: "euros" against "EUR")
    ['Is the cold aisle allowed to reach 28°C?', 'between 18 and 27 °C'],
    ['Is the cold aisle limit 27 °C?', 'between 18 and 27 °C'],
    ['Is the shutdown threshold 30 °C?', 'exceeds 30 °C'],
    ['What happens above 30 °C?', 'exceeds 30 °C'],
    ['Do I wipe my own laptop before returning it?', 'Data is wiped by the service desk'],
    ['Is the Sales budget 1600 euros?', '1,600 EUR'],
    // variants
    ['May the cold aisle reach 25 °C?', 'between 18 and 27 °C'],
    ['Is the cold aisle allowed to go above 29 degrees?', 'between 18 and 27 °C'],
    ['Is 27 °C the limit for the cold aisle?', 'between 18 and 27 °C'], // passed before too
    ['What happens above 30°C?', 'exceeds 30 °C'],
    ['Can I keep my own laptop after the refresh?', 'Laptops are replaced every 4 years'],
    ['Is the Support budget 1200 euros?', '1,200 EUR'],
  ])('%s', async (q, wanted) => {
    expect(await zohlarGood(q)).toContain(wanted);
  });

  it.each([
    // the tester's exact Korean inputs (Q20, Q21, R11, R12, X1–X3): a particle or verb ending on the word, a question word
    ['재택근무는 주 며칠까지 허용됩니까?', '주 2일까지'],
    ['보안 교육은 언제 실시됩니까?', '3월에 실시됩니다'],
    ['재택근무 신청은 누가 승인합니까?', '팀장의 승인이'],
    ['재택근무 승인', '팀장의 승인이'],
    ['재택근무는 주 며칠 가능합니까?', '주 2일까지'],
    ['재택근무 신청 승인', '팀장의 승인이'],
    // variants
    ['보안 교육을 이수하지 않으면 어떻게 됩니까?', 'VPN 접속이 차단됩니다'], // passed before too
    ['VPN 접속은 언제 차단됩니까?', 'VPN 접속이 차단됩니다'],
    ['재택근무 신청에 팀장 승인이 필요합니까?', '팀장의 승인이'],
  ])('Korean: %s', async (q, wanted) => {
    expect(await zohlarGood(q)).toContain(wanted);
  });

  it.each([
    // still refused: the workspace has no answer (guards for the new rules)
    '출장비는 얼마입니까?',
    'Who approves a purchase of 4,000 euros?',
    'Is the cold aisle humidity 40 %?',
  ])('still no good match: %s', async (q) => {
    expect(await zohlarGood(q)).toBe('(no good match)');
  });
});

describe('u35d F1 in Chat: the same questions are answered offline in Zohlar’s Chat', () => {
  it.each([
    ['Is the cold aisle allowed to reach 28°C?', 'between 18 and 27 °C'],
    ['What happens above 30 °C?', 'exceeds 30 °C'],
    ['재택근무는 주 며칠까지 허용됩니까?', '주 2일까지'],
    ['보안 교육은 언제 실시됩니까?', '3월에 실시됩니다'],
  ])('%s', async (q, wanted) => {
    const r = await chatZohlar(q);
    expect(r.found.judged.good.map((h) => h.passage.text).join('\n')).toContain(wanted);
  });
});

describe('u35b F4: the verb after "who" is held by its agent noun', () => {
  it.each([
    // the tester's exact inputs
    ['clinics.txt', 'Who manages Eastgate?', 'Its manager is Ilse Vermeer'],
    ['offices3.md', 'Who manages OF-2?', 'OF-2 | Namur | Marc Dupont'],
    // variants
    ['clinics.txt', 'who manages westgate', 'Its manager is Tomasz Nowak'],
    ['clinics.txt', 'Who manages Northgate?', 'Its manager is Ilse Verhoeven'],
    ['offices3.md', 'Who manages OF-3?', 'OF-3 | Liege | Nadia Benali'],
  ])('%s: %s', async (doc, q, wanted) => {
    expect(await firstGood(doc, q)).toContain(wanted);
  });

  it('both parts of "Who manages Eastgate and who manages Northgate?" are listed', async () => {
    const good = (await askDoc('clinics.txt', 'Who manages Eastgate and who manages Northgate?')).judged.good.map((h) => h.passage.text).join('\n');
    expect(good).toContain('Ilse Vermeer');
    expect(good).toContain('Ilse Verhoeven');
  });

  it('still no good match: a clinic the document does not have', async () => {
    expect(await refusal('clinics.txt', 'Who manages Southgate?')).toMatch(/No good match/);
  });
});

describe('u35b F7: a year the document never names is not answered from another year’s passage', () => {
  it.each([
    // the tester's exact inputs
    ['Who chaired the 2023 panel?', '“2023”'],
    ['Who chaired the panel in 2024?', '“2024”'],
    // variants
    ['When did the 2024 round close?', '“2024”'], // refused before too, on other words
    ['How much were grants worth in 2022?', '“2022”'], // refused before too, on other words
  ])('%s', async (q, said) => {
    expect(await refusal('grants.txt', q)).toContain(said);
  });

  it.each([
    // still answered (the first three passed before too; the fourth listed the 2025 round beside 2026 before)
    ['Who chaired the 2025 panel?', 'Ruth Okafor'],
    ['How much were grants in 2025?', '8,000 euros'],
    ['Who chairs the panel?', 'chaired by'],
  ])('still answered: %s', async (q, wanted) => {
    expect(await firstGood('grants.txt', q)).toContain(wanted);
  });

  it('only the round of the year asked is listed', async () => {
    const good = (await askDoc('grants.txt', 'When does the 2026 round close?')).judged.good.map((h) => h.passage.text).join('\n');
    expect(good).toContain('15 May 2026');
    expect(good).not.toContain('Round 2025');
  });
});
