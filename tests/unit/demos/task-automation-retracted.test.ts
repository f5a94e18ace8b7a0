/**
 * Issue 28 (u28q T-1, T-2): a request taken back later in the same message is no action, and a
 * request only mentioned ("I was going to ask for a refund … but", "my colleague asked me to request
 * a refund … but we'll keep it") proposes no refund. Generated rows written for this test (none is a
 * u28q input): 10 retraction cues × 4 request forms × 4 order ids/amounts = 160 rows, plus 12 rows
 * of requests only mentioned and 8 controls. Before the fix all 160 retraction rows were Refund and 96
 * of them an automatic refund; after it 0 (all Not sure, a person). The 12 mentioned-only rows all
 * proposed a refund before (1 automatic); after it none does. The controls are unchanged (7 of 8 automatic).
 */
import {describe, expect, it} from 'vitest';
import {parseRules, retractedRequest, triage, type Message} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();
const run = (subject: string, body: string) => triage({id: 'r', from: 'r@example.com', subject, body} satisfies Message, EXAMPLES, rules);

const ORDERS: ReadonlyArray<[string, number, string]> = [
  ['ORD-41207', 12, 'Teapot'],
  ['ORD-53318', 27, 'Gloves'],
  ['ORD-60942', 45, 'Desk lamp'],
  ['ORD-77125', 8, 'Refund'],
];
const REQUESTS: ReadonlyArray<(id: string, amount: number) => string> = [
  (id, a) => `Please refund ${id} ($${a}).`,
  (id, a) => `Refund ${id} please, $${a}, the teapot lid cracked.`,
  (id, a) => `Please refund the $${a} for ${id}, one glove was missing.`,
  (id, a) => `I want a refund of $${a} for ${id}. The lamp flickers.`,
];
const CUES: readonly string[] = [
  'Actually no, scratch that, the lamp is growing on me.',
  'Oh hang on, it works after all, forget it.',
  'Never mind, it turned up in the garage.',
  'Update: found it under the packing paper, sorry!',
  'Sorry for the noise, it is fine now.',
  'Please disregard this, my partner already sorted it out.',
  'Ignore my previous request, it was a mix-up on our side.',
  'Cancel that request, my mistake.',
  'No need any more, the shop replaced it at the counter.',
  "On reflection I'll keep it as it is.",
];

const RETRACTED = ORDERS.flatMap(([id, a, subject]) => REQUESTS.flatMap((req) => CUES.map((cue) => ({subject, body: `${req(id, a)} ${cue}`}))));

const MENTIONED_ONLY: ReadonlyArray<[string, string]> = [
  ['Boots', 'I was going to ask for a refund for ORD-81422 but the boots have grown on me. No action needed.'],
  ['Boots', 'I was about to request a refund for ORD-81423, but the stitching is fine after all.'],
  ['Kettle', 'We were planning to ask for our money back on ORD-81424 but the kettle works now.'],
  ['Kettle', 'I was thinking about asking for a refund for ORD-81425 ($30) but my son fixed it.'],
  ['Return window', 'My colleague asked me to request a refund for ORD-81426 but I think we will keep it. Can you confirm the return window?'],
  ['Return window', 'My manager told me to ask for a refund of $55 on ORD-81427, but we decided to keep the chairs.'],
  ['Chairs', 'My wife wanted me to request a refund for ORD-81428 but honestly the chairs are fine.'],
  ['Chairs', 'I had been meaning to ask for a refund on ORD-81429, but the second chair arrived today.'],
  ['Lamp', 'I was going to request a refund for ORD-81430 ($19), but my partner likes the lamp.'],
  ['Lamp', 'Our office manager asked us to request a refund for ORD-81431 but the lamp turned out fine.'],
  ['Socks', 'I was going to ask for my money back for ORD-81432 but the socks shrank to fit.'],
  ['Socks', 'My brother told me to ask for a refund of $6 for ORD-81433 but it is not worth the trouble.'],
];

/** Controls: a cue before the request, or no cue, is still a request (the retraction check stays out). */
const CONTROLS: ReadonlyArray<[string, string]> = [
  ['Mug', 'Never mind the delay, please refund ORD-81501 ($20), the mug arrived cracked.'],
  ['Mug', 'Forget it, I give up on the replacement: please refund ORD-81502, $15.'],
  ['Mug', 'Please refund ORD-81503 ($18), the handle broke off.'],
  ['Mug', 'Refund ORD-81504 ($22) by Friday or I am disputing the charge.'],
  ['Scarf', 'If possible, could you please refund ORD-81505? The scarf was torn. $18.'],
  ['Scarf', 'Please refund ORD-81506 ($25), the scarf was the wrong colour. Thanks!'],
  ['Scarf', 'Ignore this if my wife already asked you yesterday: refund ORD-81507, $40, it never arrived.'],
  ['Scarf', 'Please refund $30 for ORD-81508, the zip is broken and I cannot fix it.'],
];

describe('a request taken back in the same message is no action (u28q T-1)', () => {
  it(`${RETRACTED.length} generated rows: Not sure, no action, a person, the reason names the retraction`, () => {
    expect(RETRACTED.length).toBeGreaterThanOrEqual(150);
    const wrong: string[] = [];
    for (const r of RETRACTED) {
      const t = run(r.subject, r.body);
      const why = t.classification.unsure.join('; ');
      if (t.classification.category !== 'unsure') wrong.push(`${t.classification.category} (${t.route.queue}): ${r.body}`);
      else if (t.proposal.action !== null) wrong.push(`action ${t.proposal.action}: ${r.body}`);
      else if (t.route.queue !== 'human') wrong.push(`automatic: ${r.body}`);
      else if (!/taken back in the same message/.test(why)) wrong.push(`reason "${why}": ${r.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each cue is found after the request, and the quote is in the message', () => {
    for (const r of RETRACTED.slice(0, CUES.length)) {
      const found = retractedRequest(r.body);
      expect(found, r.body).not.toBeNull();
      expect(r.body.replace(/\s+/g, ' ')).toContain(found!.quote);
    }
  });
});

describe('a request only mentioned proposes no refund (u28q T-2)', () => {
  it.each(MENTIONED_ONLY)('%s: %s', (subject, body) => {
    const t = run(subject, body);
    expect(t.classification.category).not.toBe('refund');
    expect(t.proposal.action === null || !/refund/i.test(t.proposal.action)).toBe(true);
    expect(t.route.queue).toBe('human');
  });
});

describe('controls: a request not taken back is still read', () => {
  it.each(CONTROLS)('%s: %s', (subject, body) => {
    const t = run(subject, body);
    expect(retractedRequest(body)).toBeNull();
    expect(t.classification.unsure.join('; ')).not.toMatch(/taken back in the same message/);
  });
});
