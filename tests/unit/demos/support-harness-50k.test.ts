/**
 * s50-k harness (issue 28, u33b F1, u33c F3/F4, u33d F1/F2): the support check run over the testers' model answers with
 * the passages each page sent (tests/unit/demos/support/tester-cases.json, built by build-tester-cases.py from
 * /tmp/u33b, /tmp/u32c, /tmp/u31g, /tmp/u34b, /tmp/u35b mock-requests.log, /tmp/u33d and /tmp/u35d results_model*.json,
 * and /tmp/u35c through u35c-cases.json). An answer counts as flagged
 * when the page would warn under it, as CheckedAnswer does: a citation to no passage, a passage that does not hold its
 * sentence, or no citation at all. u33b is the tuning set; u32c, u31g, u33d and u34b are held out.
 *
 * The limits below are the measured counts (before, on 07578a47: u33b 31 of 109 wrong pass, 5 of 53 right flagged;
 * u32c 22 of 83, 3 of 31; u31g 0 of 62, 1 of 28; u33d 6 of 29, 5 of 27; after s51-k3's aligned clause check: u33b 21
 * of 109, 5 of 53; u32c 20 of 83, 3 of 31; others unchanged; after u34b F2: u33b 4 of 53 right flagged, u34b 0 of 45):
 * a change may lower them, never raise them. s52-k5 (u35d F6, a duration in another unit): u33d 4 of 27 right flagged
 * (N18 "Every 3 years" where the passage says 36 months), on 8e4ec9b8 5.
 */
import {describe, expect, it} from 'vitest';
import cases from './support/tester-cases.json';
import {checkCitations} from '@site/src/demos/kit/match';
import {declines} from '@site/src/demos/kit/refusal';
import {citesNoPassage, unsupportedCitations} from '@site/src/demos/kit/support';

type Case = {tester: string; id: string; doc: string; question: string; answer: string; flag: boolean; passages: string[]};

export function flagged(answer: string, passages: readonly string[]): boolean {
  if (checkCitations(answer, passages.length, '').invalid.length) return true;
  if (declines(answer)) return false;
  return unsupportedCitations(answer, passages).length > 0 || citesNoPassage(answer, passages.length);
}

function score(tester: string) {
  const mine = (cases as Case[]).filter((c) => c.tester === tester);
  const wrong = mine.filter((c) => c.flag);
  const right = mine.filter((c) => !c.flag);
  const missed = wrong.filter((c) => !flagged(c.answer, c.passages));
  const falseFlags = right.filter((c) => flagged(c.answer, c.passages));
  return {wrong: wrong.length, right: right.length, missed, falseFlags};
}

// [tester, wrong answers that pass at most, right answers flagged at most]
const LIMITS: Array<[string, number, number]> = [
  // s52: k4 (a row named by any of its cells; days, periods, 'may' for 'must', refused permission, another doer, kind
  // or action, a price where it says free) and k5 (false notes) merged: u33b 21 → 16 wrong pass, u32c 20 → 16, u33d
  // 6 → 2, u34b 25 → 15, u35b 19 → 2 (right flagged 5 → 2), u35c 4 → 2 (12 → 1), u35d 6 → 0 (4 → 1).
  // s54 e-sf (an amount inside a stated threshold, a bound denied the other way round): u33b right flagged 4 → 3,
  // u35b 2 → 1, u37b 6 → 4.
  // s54-sm (u39b F2/F5, a figure written between Chinese or Japanese characters is a number): u33b right flagged 4 → 3.
  // s54-sm (u39b F1/F3/F4, a pairing swapped): u33b 16 → 15 wrong pass, u32c 15 → 11, u34b 15 → 14, u37b 18 → 15.
  // s54 merge of e-sf and e-sm, measured together: u33b 15/2, u32c 11/3, u37b 14/4.
  // s56-sup (u-zoh F1, mixLacks restored with the passage heading counted): u33b 15 → 14, u37b 13 → 12.
  ['u33b', 14, 2],
  ['u32c', 11, 3],
  ['u31g', 0, 1],
  ['u33d', 2, 3],
  // s51-k3: u34b (held out), 94 wrong and 45 right answers; on 5f659a07 31 of 94 wrong pass, 4 of 45 right flagged.
  ['u34b', 14, 0],
  // s52-k5: u35b (Document Q&A), u35c (Simple Chat, passages as checkedText gives them) and u35d (Zohlar), held out;
  // on 5286ede1: u35b 19 of 75 wrong pass, 5 of 44 right flagged; u35c 4 of 15, 12 of 40; u35d 6 of 39, 4 of 27
  // (u35c 2 of 15 wrong pass after the u35c F6 rules: C7cites.1, C1rrf.4).
  ['u35b', 2, 1],
  ['u35c', 2, 1],
  ['u35d', 0, 1],
  // s53-k6: u37b (Document Q&A, passages from mock-requests.log) and u37d (Zohlar, results_ask_model_cases*.json), added
  // by build-u37-cases.py; on 0c0dffe7 (the lead's same-row column fix in): u37b 23 of 112 wrong pass, 9 of 71 right
  // flagged; u37d 11 of 37, 3 of 20. After u37b F5 (a refused permission of the subject alone, "any" against "only"):
  // 21; after a row's figure under a named column and one-letter room codes (u37b F1 TSV, F5 "55 staff"): 18.
  // s54 lead (titles in passages, dates in figures, opening hours as a range): u32c 16 → 15 wrong pass; right flagged
  // u33d 4 → 3, u37b 9 → 7. s54 e-sf (number words, "may drive one"): u37b right flagged 7 → 6. s54 e-sf
  // (calendar against working days, u37b F4): u37b wrong pass 18 → 17.
  // u33d 4 → 3, u37b 9 → 7.
  // s54-sm (a set-aside figure, working days given as days): u37b 15 → 14.
  // s55 e-zo (t-zoh F4, another language's word swap or negation): u37b 14 → 13 ("La oficina de Sevilla cierra los jueves").
  ['u37b', 12, 4],
  ['u37d', 11, 3],
];

describe('support check over the testers’ model answers (s50-k harness)', () => {
  for (const [tester, maxMissed, maxFalse] of LIMITS) {
    it(`${tester}: wrong answers passing and right answers flagged stay within the measured counts`, () => {
      const s = score(tester);
      const line = `${tester}: ${s.missed.length} of ${s.wrong} wrong pass (${Math.round((100 * s.missed.length) / s.wrong)} %), ${s.falseFlags.length} of ${s.right} right flagged`;
      console.log(line);
      if (process.env.HARNESS_VERBOSE) {
        for (const c of s.missed) console.log(`  MISS ${c.id} ${c.answer}`);
        for (const c of s.falseFlags) console.log(`  FALSE ${c.id} ${c.answer} :: ${unsupportedCitations(c.answer, c.passages).map((u) => JSON.stringify(u.why ?? u.lacks)).join(' | ')}`);
      }
      expect(s.missed.length).toBeLessThanOrEqual(maxMissed);
      expect(s.falseFlags.length).toBeLessThanOrEqual(maxFalse);
    });
  }
});
