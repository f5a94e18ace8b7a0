/**
 * Issue 28 (fourth user test, T1 and T2): the sweep table of fixtures/task-automation-sweep.ts, each
 * message with the category and route written before the fix. Besides the two columns, every row
 * checks the class rules: an automatic item's body itself makes the request (so no subject word or
 * rule alone decides it), a confidence of 100% needs evidence in the body, and a "Not sure" item
 * proposes nothing.
 */
import {describe, expect, it} from 'vitest';
import {classify, deliveryChange, hypotheticalSentences, ownText, parseRules, solvedClauses, thankYouOnly, triage, type Message} from '@site/src/demos/task-automation/triage';
import {DEFAULT_RULES, EXAMPLES} from '@site/src/demos/task-automation/sample';
import {SWEEP} from './fixtures/task-automation-sweep';

const rules = (() => {
  const parsed = parseRules(DEFAULT_RULES);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.rules;
})();

const messageOf = (subject: string, body: string): Message => ({id: 'sweep', from: 'sweep.reader@example.com', subject, body});

describe('Task Automation sweep (expected category and route written before the fix)', () => {
  it('has at least 60 messages, each new to the tests', () => {
    expect(SWEEP.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SWEEP.map((r) => `${r.subject}\n${r.body}`)).size).toBe(SWEEP.length);
  });

  const meets = (r: (typeof SWEEP)[number]) => {
    const t = triage(messageOf(r.subject, r.body), EXAMPLES, rules);
    const accepted: readonly string[] = typeof r.category === 'string' ? [r.category] : r.category;
    return accepted.includes(t.classification.category) && t.route.queue === r.route;
  };

  // 62 of the first 67 (50 before the fourth test's fix); the 13 rows of the fifth test (T3, T1, T4,
  // T5) met 4 of 13 before its fix and 12 after, so 66 of 80 before and 74 of 80 after. The 33 rows
  // of session 35 (negated, sarcastic, multi-request, non-Latin, forwarded) met 19 of 33 before its
  // fix and 26 after; its second batch of 22 met 13 on the session's base, 15 after the first fix and
  // 17 after the second: 106 of 135 before session 35's fixes, 117 of 135 after. Its third batch (u28f
  // T-A, T-B, T-D, T-C: 53 rows written first) met 27 of 53 before its fix: 144 of 188 before, 163 after the T-A/T-B fix, 167 after the T-D/T-C fix.
  // The 10 rows of the sixth test (T2, plain thank-yous, merged from another branch) met 1 of 10
  // before their fix and 8 after: 175 of 198 in all.
  // Session 36 (generated sweep, u28g T1–T4): two labelled examples added (a stopped feature failing
  // with an error; signing in since a phone change) turn the s35c-solved miss "The upload error is not
  // gone, it still fails with error 500" into a hit, and a body under five words never acts alone
  // ("cannot sign in" stays with a person): 176 of 198. Session 38 (u28l T-4): a refund asked about
  // under a condition is a question, which turns the s35-other miss "Is it possible to get a refund if
  // I haven't opened the box?" into a hit: 177 of 198.
  it('scores 177 of 198 (144 of 188 before session 35’s third fix, then 10 T2 rows, then sessions 36 and 38); every miss goes to a person', () => {
    const missed = SWEEP.filter((r) => !meets(r));
    expect(SWEEP.length).toBe(198);
    expect(SWEEP.length - missed.length).toBe(177);
    expect(missed.map((r) => r.body)).toEqual(SWEEP.filter((r) => r.miss).map((r) => r.body));
  }, 60_000); // a sweep of 198 messages: under a loaded CI machine it ran 6.6 s against the 5 s default

  it.each(SWEEP.map((r) => [r.group, r.subject, r.body, r] as const))('%s: %s / %s', (_group, subject, body, r) => {
    const t = triage(messageOf(subject, body), EXAMPLES, rules);
    const accepted = typeof r.category === 'string' ? [r.category] : r.category;
    if (r.miss) {
      // A known miss: never an automatic action.
      expect(t.route.queue).toBe('human');
    } else {
      expect({category: t.classification.category, route: t.route.queue}).toEqual({
        category: accepted.includes(t.classification.category) ? t.classification.category : accepted[0],
        route: r.route,
      });
    }
    if (t.classification.category === 'unsure') expect(t.proposal.action).toBeNull();
    if (t.route.queue === 'auto' || t.classification.confidence === 1) {
      // The body alone names the same category: a subject word or a rule never decides on its own.
      const bodyOnly = classify(messageOf('', body), EXAMPLES, rules);
      expect(bodyOnly.category).toBe(t.classification.category);
    }
  });
});

describe('the user test messages (issue 28, fourth test: T1 and T2)', () => {
  const run = (subject: string, body: string, from = '') => triage({id: 'x', from, subject, body}, EXAMPLES, rules);

  it('T1: "Please do not send order … until the 14th" is a delivery hold for a person, not a tracking reply at 100%', () => {
    const t = run('Hold my parcel', 'Please do not send order ORD-7781 until the 14th, I am moving house next week.');
    expect(t.classification.category).toBe('unsure');
    expect(t.classification.confidence).toBe(0);
    expect(t.proposal.action).toBeNull();
    expect(t.route.queue).toBe('human');
    expect(t.route.reasons.join(' ')).toContain('asks for a change to a delivery ("Hold my parcel")');
    // The body alone says the same.
    expect(deliveryChange('Please do not send order ORD-7781 until the 14th, I am moving house next week.')).toBe('do not send order ORD-7781 until');
    expect(deliveryChange('My parcel was delayed and the tracking is on hold.')).toBeNull();
  });

  it('T1 class: a category named only by the subject gets no confidence and goes to a person', () => {
    const t = run('Refund ORD-60300 $12.00', 'As in the subject line.', 'a@example.com');
    expect(t.classification.category).toBe('refund');
    expect(t.classification.confidence).toBe(0);
    expect(t.classification.bodyEvidence).toEqual([]);
    expect(t.route.queue).toBe('human');
    expect(t.route.reasons).toContain('the body itself does not ask for refund: only the subject or a rule names it');
  });

  it('T1 class: a subject word the body takes back does not count ("Tracking" / "not asking about tracking")', () => {
    const t = run('Tracking', 'I am not asking about tracking.');
    expect(t.classification.rulesMatched).toEqual([]);
    expect(t.classification.category).toBe('unsure');
  });

  it('T2: a thank-you preamble does not decide, and a delivery address change proposes no account recovery', () => {
    for (const from of ['', 'a@example.com']) {
      const t = run('Thanks so much!', 'Thank you for the quick help last week. Could you please change the delivery address for ORD-5510 to 12 Elm Street?', from);
      expect(t.classification.category).toBe('unsure');
      expect(t.proposal.action).toBeNull();
      expect(t.route.reasons.join(' ')).toContain('change the delivery address');
    }
    // The preamble's words count as polite words next to a request, and keep their weight in a message that only thanks.
    expect(run('Thanks', 'Thank you for the quick help last week. Could you call me?').classification.polite).toEqual(expect.arrayContaining(['quick', 'help']));
    expect(run('Thanks', 'Thank you for the great service and the helpful support team!').classification.category).toBe('feedback');
  });

  it('T2: "I don’t need my money back, please just send the jacket in size M instead" is a replacement for a person', () => {
    const t = run('', "I don't need my money back, please just send the jacket in size M instead.");
    expect(t.classification.category).toBe('unsure');
    expect(t.route.reasons.join(' ')).toContain('a replacement or an exchange');
  });
});

describe('the user test messages (issue 28, fifth test: T3, T1, T4, T5)', () => {
  const run = (subject: string, body: string, from = '') => triage({id: 'x', from, subject, body}, EXAMPLES, rules);

  it('T3: "isn’t crashing anymore …, you can close the ticket" opens no bug ticket and goes to a person', () => {
    for (const [subject, body] of [
      ['Update', "The app isn't crashing anymore after the update, you can close the ticket."],
      ['Crash', 'The app no longer crashes.'],
      ['', 'The app is not crashing any more since 5.2.'],
      ['', 'It never crashed again after the reinstall.'],
      ['', "It doesn't freeze anymore, please close my ticket."],
    ]) {
      const t = run(subject, body, 'a@example.com');
      expect(t.classification.category, body).toBe('unsure');
      expect(t.proposal.action, body).toBeNull();
      expect(t.route.queue, body).toBe('human');
    }
    expect(run('Update', "The app isn't crashing anymore after the update, you can close the ticket.").route.reasons.join(' ')).toContain(
      `says a problem is gone ("The app isn't crashing anymore after the update") and asks for nothing else, so no bug action is proposed`,
    );
    // A negation that is the problem itself is still a problem report; a crash reported next to a gone one still counts.
    expect(run('', 'The app crashes on start since version 5.1 on Android 14; the update did not fix it.').classification.category).toBe('bug');
    expect(run('', "I can't log in, the password reset link does nothing.", 'a@example.com').classification.category).toBe('account');
  });

  it('T1: "I’m not cancelling / won’t be cancelling / not trying to cancel" never proposes the cancel action', () => {
    for (const subject of ['', 'Subscription', 'Cancel']) {
      for (const body of [
        "I'm not cancelling my subscription, I just want to know when the next payment is taken.",
        "We won't be cancelling our subscription after all, please ignore my last e-mail.",
        "I'm not trying to cancel, but how do I switch to the yearly plan?",
      ]) {
        const t = run(subject, body, 'a@example.com');
        expect(['unsure', 'billing'], `${subject} / ${body}`).toContain(t.classification.category);
        expect(t.proposal.action ?? '', body).not.toMatch(/cancel|recovery/i);
        expect(t.route.queue, body).toBe('human');
      }
    }
    expect(run('', "I'm not cancelling my subscription, I just want to know when the next payment is taken.").route.reasons.join(' ')).toContain(
      'negates the cancellation request ("not cancelling my subscription")',
    );
    // A plain request to cancel is still a cancellation.
    expect(run('', 'Please cancel my subscription at the end of the month.').classification.category).toBe('cancellation');
  });

  it('T4: a problem said to be gone is not filed as that problem', () => {
    for (const body of [
      "I wasn't charged twice after all, the bank corrected it. All good.",
      'No problem with the invoice, just wanted to say thanks for sending it so fast.',
      "I'm not locked out anymore, the reset worked. Thanks!",
    ]) {
      const t = run('', body, 'a@example.com');
      expect(['unsure', 'feedback'], body).toContain(t.classification.category);
      expect(t.route.queue, body).toBe('human');
    }
  });

  it('T5: "Where is my order ORD-…?" is Shipping with the tracking action', () => {
    for (const body of ['Where is my order ORD-10101? It has been 3 weeks.', 'Thank you so much for last time! By the way, where is my order ORD-10101? It has been 3 weeks.']) {
      const t = run('', body, 'a@example.com');
      expect(t.classification.category, body).toBe('shipping');
      expect(t.proposal.action).toBe('Check carrier tracking for ORD-10101 and reply with the status; open a trace if it is lost.');
    }
  });
});

describe('session 35 adversarial sweep: the classes behind its rows', () => {
  const run = (subject: string, body: string, from = 'a@example.com') => triage({id: 'x', from, subject, body}, EXAMPLES, rules);

  it('a forwarded or quoting message never gets an automatic action, whatever its request', () => {
    for (const [subject, body] of [
      ['Fwd: Refund request', 'Please refund $25.00 for ORD-70111, the lamp was broken.'],
      ['Refund', '---------- Forwarded message ---------\nPlease refund $25.00 for ORD-70111, the lamp was broken.'],
      ['Login', "Forwarding this from our sales team:\nI can't log in to my account, the reset link never arrives."],
      ['Parcel', 'On Mon, Nov 23, 2026, Tom wrote:\nTracking for ORD-70112 has not moved since Friday.'],
    ]) {
      const t = run(subject, body);
      expect(t.route.queue, body).toBe('human');
      expect(t.route.reasons.join(' '), body).toMatch(/is forwarded|quotes an earlier message/);
    }
    // The same refund, written by the customer, is still automatic.
    expect(run('Refund', 'Please refund $25.00 for ORD-70111, the lamp was broken.').route.queue).toBe('auto');
  });

  it('a problem said to be over, an arrival, or an action nobody needs proposes nothing', () => {
    for (const body of [
      'Nobody needs to reset my password, I got back in on my own. Thanks anyway!',
      'The parcel for ORD-70115 arrived, no need to trace it anymore. Thank you!',
      'That was last week; it works fine now after 4.3.',
      'I never asked to close my account. Who requested this?',
    ]) {
      const t = run('', body);
      // "… Thanks anyway!" reads as a plain thank-you (Feedback, the sixth test's T2): no action either way.
      expect(['unsure', 'feedback'], body).toContain(t.classification.category);
      expect(t.proposal.action, body).toBeNull();
    }
    // An arrival with something wrong is still a report: "arrived broken, please refund".
    expect(run('', 'The lamp from ORD-70120 arrived broken. Please refund the $30.00.').classification.category).toBe('refund');
  });

  it('"Where is ORD-…?" next to another request makes two requests, for a person', () => {
    const t = run('Order and invoice', 'Where is ORD-70106? Also, please reissue invoice INV-40213 with our VAT number.');
    expect([t.classification.category, ...t.classification.secondary].sort()).toEqual(['billing', 'shipping']);
    expect(t.route.queue).toBe('human');
  });
});

describe('session 35, second batch: takeover reports and take-backs', () => {
  const run = (body: string) => triage({id: 'x', from: 'a@example.com', subject: '', body}, EXAMPLES, rules);

  it('a report that someone else controls the account gets no automatic recovery link', () => {
    for (const body of ['someone else is logged into my account and changed my password!!!', 'My account was hacked, please reset my password.', 'There is a login I do not recognise, please reset my password.']) {
      const t = run(body);
      expect(t.classification.category, body).toBe('account');
      expect(t.route.queue, body).toBe('human');
      expect(t.route.reasons.join(' '), body).toContain('someone else may control the account');
    }
    expect(run('I cannot log in, please reset my password.').route.queue).toBe('auto');
  });

  it('"cancel that" and "never mind" take a request back; "cancel it" still asks to cancel', () => {
    expect(run('Cancel that, I found the parcel in the garage. Sorry!').classification.category).toBe('unsure');
    expect(run('Never mind, it just arrived!').proposal.action).toBeNull();
    expect(run('Cancel it, I do not need the subscription any more.').classification.category).toBe('cancellation');
  });
});

describe('the user test messages (issue 28, sixth test: T2, a plain thank-you)', () => {
  const run = (subject: string, body: string) => triage({id: 'x', from: 'reader@example.com', subject, body}, EXAMPLES, rules);

  it.each([
    ['', 'Thanks a lot, all sorted!'],
    ['Re: my ticket', 'Merci beaucoup'],
    ['', 'Thank you! Everything arrived and the blender works great.'],
    // Before: Account access, handled automatically with a recovery link.
    ['', 'Thanks, the password reset worked and I can log in again.'],
  ])('%s / %s is Feedback, no action, and a person reads it', (subject, body) => {
    const t = run(subject, body);
    expect(t.classification.category).toBe('feedback');
    expect(t.proposal.action).toBeNull();
    expect(t.route.queue).toBe('human');
    expect(t.route.reasons.join(' ')).toContain('only says thank you and asks for nothing');
    expect(thankYouOnly(body)).not.toBeNull();
  });

  it.each([
    'Thanks, my order ORD-60260 never arrived.',
    'Thanks. Cancel my subscription at the end of the month.',
    'Thank you, but the parcel came with a cracked lid.',
    'Hi, I have a question. Thanks!',
    'Vorrei annullare il mio abbonamento, grazie mille.',
    'Thank you! Where is my refund?',
  ])('thanks next to a request or a problem are not a plain thank-you: %s', (body) => {
    expect(thankYouOnly(body)).toBeNull();
    expect(run('', body).classification.category).not.toBe('feedback');
  });

  it('a subject "Thanks" over an empty body is still Not sure', () => {
    expect(run('Thanks', '').classification.category).toBe('unsure');
  });
});

describe('session 35, third batch (u28f T-A, T-B): an automatic action needs the sender’s own report or request', () => {
  const run = (subject: string, body: string, from = 'a@example.com') => triage({id: 'x', from, subject, body}, EXAMPLES, rules);
  const noTicket = (t: ReturnType<typeof run>) => {
    expect(t.route.queue).toBe('human');
    expect(t.classification.category).toBe('unsure');
    expect(t.proposal.action).toBeNull();
  };

  it('T-A: a problem reported as solved opens no ticket, in the tester’s wordings', () => {
    for (const [subject, body] of [
      ['Thanks', 'Thanks Leo, the upload error is gone after the update.'],
      ['Resolved', 'The 500 error on the reports page has disappeared since this morning.'],
      ['Re: Re: crash', 'Thanks, that fixed it.\n\n> On Monday you wrote:\n> The app crashes every time I press Save.'],
      ['RE: login', 'All sorted now, cheers!\n\n-----Original Message-----\nI cannot log in, the password reset e-mail never arrives.'],
    ]) noTicket(run(subject, body));
    expect(run('Thanks', 'Thanks Leo, the upload error is gone after the update.').route.reasons.join(' ')).toContain('a problem is gone ("Thanks Leo, the upload error is gone after the update")');
  });

  it('u28g T1: a conditional question about a feature that "stops working" opens no ticket; a report that it stopped working still does', () => {
    for (const body of [
      'If the sync stops working again after the next update, who should I contact?',
      'What happens if the export stopped working during a backup?',
      'If the app is not working after the upgrade, can I roll back?',
    ]) noTicket(run('Question', body));
    // Reports, not questions: still a technical problem.
    expect(run('Sync', 'The sync stopped working after the update. Please fix it.').classification.category).toBe('bug');
  });

  it('T-A: quoted lines are never evidence: the reply’s own text is classified, the quote is context', () => {
    expect(ownText('Thanks, that fixed it.\n\n> On Monday you wrote:\n> The app crashes.')).toBe('Thanks, that fixed it.');
    expect(ownText('Works now.\n\nOn Mon, Nov 23, 2026 at 9:14 AM Support wrote:\nDoes the app still crash?')).toBe('Works now.');
    expect(ownText('Fine now.\n-----Original Message-----\nI cannot log in.')).toBe('Fine now.');
    const t = run('Re: crash', 'Thanks, that fixed it.\n\n> The app crashes every time I press Save on Android 14.');
    expect(t.classification.bodyEvidence).toEqual([]);
    expect(t.route.reasons.join(' ')).toContain('quotes an earlier message');
    // A new report above a quote is still the sender's own: a person checks it (the message quotes).
    const again = run('Re: crash', 'It crashes again on Android 14 since the 4.4 update, error 500 on every save.\n\n> Fixed in 4.4.');
    expect(again.classification.category).toBe('bug');
    expect(again.route.queue).toBe('human');
  });

  it('T-A: solved only when said so: negated, asked or hoped-for predicates still report the problem', () => {
    expect(solvedClauses('The upload error is not gone, it still fails with error 500.')).toEqual([]);
    expect(solvedClauses('The crash did not go away after the update.')).toEqual([]);
    expect(solvedClauses('Is the sync error gone for everyone?')).toEqual([]);
    expect(solvedClauses('I hope the export bug is fixed soon, it fails every day.')).toEqual([]);
    expect(solvedClauses('The upload error is gone, but now the app crashes.').map((c) => c.quote)).toEqual(['The upload error is gone']);
    const t = run('Two things', 'The upload error is gone, but now the app crashes every time I open the calendar on Android 14.');
    expect(t.classification.category).toBe('bug');
  });

  it('T-B: a question or a condition about a possible problem is no report of it', () => {
    for (const body of [
      'Does your app crash on older Android phones? I want to know before I subscribe.',
      'If the app ever crashes during an upload, will my files be lost?',
    ]) {
      const t = run('Question', body);
      noTicket(t);
      expect(t.route.reasons.join(' ')).toContain('the message asks about a possible problem');
    }
    expect(hypotheticalSentences('Does your app crash on older Android phones? I want to know before I subscribe.').map((s) => s.quote)).toEqual([
      'Does your app crash on older Android phones?',
      'I want to know before I subscribe.',
    ]);
    // The form decides, not the words: "why does it keep crashing" says it does; "can you fix" asks for an action.
    expect(hypotheticalSentences('Why does the app keep crashing on Android 14?')).toEqual([]);
    expect(hypotheticalSentences('Can you fix the crash on Android 14?')).toEqual([]);
    expect(run('Crash', 'Why does the app keep crashing when I open the settings on Android 14?').route.queue).toBe('auto');
  });
});

describe('session 35, third batch (u28f T-D, T-C): the request decides, praise and order words only describe', () => {
  const run = (subject: string, body: string, from = 'a@example.com') => triage({id: 'x', from, subject, body}, EXAMPLES, rules);

  it('T-D: praise next to a where-is-my-order question is neither the category nor a second request', () => {
    const t = run('Thank you', 'Great support as always! Could you also tell me where my order ORD-70213 is?');
    expect(t.classification.category).toBe('shipping');
    expect(t.classification.secondary).not.toContain('feedback');
    expect(t.proposal.action).toBe('Check carrier tracking for ORD-70213 and reply with the status; open a trace if it is lost.');
    // The praise does not lower the request's confidence: the same as the question alone.
    expect(t.classification.confidence).toBe(run('Thank you', 'Could you also tell me where my order ORD-70213 is?').classification.confidence);
    // A suggestion is a request of its own and stays feedback.
    expect(run('Great app', 'Great app, but it would be nice to have an export to Excel.').classification.category).toBe('feedback');
  });

  it('T-C: "Cancel ORD-… please, I ordered the wrong size" is a cancellation for a person, not a tracking reply', () => {
    for (const subject of ['', 'Wrong size', 'Order ORD-61007']) {
      const t = run(subject, 'Cancel ORD-61007 please, I ordered the wrong size.');
      expect(['cancellation', 'unsure'], subject).toContain(t.classification.category);
      expect(t.route.queue, subject).toBe('human');
    }
    const t = run('Wrong size', 'Cancel ORD-61007 please, I ordered the wrong size.');
    expect(t.classification.category).toBe('cancellation');
    expect(t.route.reasons).toContain('cancellations are confirmed by a person');
  });

  it('T-C: a double charge on an invoice is Billing with money to return, for a person', () => {
    const t = run('Billing', 'We were double charged on INV-88120 this month.');
    expect(t.classification.category).toBe('billing');
    expect(t.proposal.risky).toBe('money would be returned');
    expect(t.route.queue).toBe('human');
    // Said not to have happened, it is no billing request.
    expect(run('Billing', 'We were not double charged on INV-88120 after all, sorry.').classification.category).not.toBe('billing');
  });
});
