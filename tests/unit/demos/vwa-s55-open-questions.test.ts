/**
 * s55, testers t-vwa F10 and t-vwa2 F4: questions a meeting left open ("Who owns the SSO rollout? We still need to
 * decide that.", "Do we know whether …? — No idea yet.", "Open question: …") were listed nowhere, and did not reach the
 * e-mail draft. Now they are listed under "Open questions" with their line and speaker, and the sentence that says they
 * are open. Conservative: an answered question, a request ("can you …?"), a routine question and a question nobody said
 * was open are not listed. t-vwa2 F2: the open question no longer becomes the row "Unassigned | Decide that".
 * Transcripts: the testers' own (fixtures/s54mt from /tmp/t-vwa/inputs, fixtures/s55vw from /tmp/t-vwa2/inputs) and
 * rewordings written for this file. Every "open" row and the F2 row failed before the fix (no openQuestions at all).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {analyse, rows} from './support/meetingRows';

const fixture = (dir: string, name: string) => readFileSync(join(__dirname, 'fixtures', dir, name), 'utf8');
const open = (text: string) => (analyse(text).openQuestions ?? []).map((q) => `${q.speaker} ${q.line}: ${q.text}${q.because ? ` | ${q.because.text}` : ''}`);

describe('open questions are listed with their line and speaker (t-vwa F10, t-vwa2 F4)', () => {
  const cases: Array<[string, string, string[]]> = [
    ['t-vwa2 t1: "Who owns the SSO rollout? We still need to decide that."', fixture('s55vw', 't1-plain.txt'), ['Hannah Okafor 8: Who owns the SSO rollout? | We still need to decide that.']],
    ['t-vwa2 t3: "… Nobody knows yet."', fixture('s55vw', 't3-teams-docx.txt'), ['Olusegun Bello 20: Do we know whether accessibility sign-off is needed before launch? | Nobody knows yet.']],
    ['t-vwa t1: "We haven\'t decided on that."', fixture('s54mt', 't1-zoom.vtt'), ['Hannah Schreiber 41: Who is going to answer the candidates who asked about remote work? | We haven\'t decided on that.']],
    ['t-vwa t2: reply "No idea yet."', fixture('s54mt', 't2-teams.vtt'), ['Tomás Herrera 45: Do we know whether the vendor will keep the current support hours? | No idea yet.']],
    ['t-vwa t3: "Nobody has picked that up."', fixture('s54mt', 't3-teams-docx.txt'), ['Jonas Lindqvist 31: Who owns the redirects from the old URLs? | Nobody has picked that up.']],
    [
      't-vwa t4: two questions of one turn are one; "No idea." (the badges question nobody replied to is not listed)',
      fixture('s54mt', 't4-plain.txt'),
      ['Chidi Eze 11: What do we do with the old furniture? Sell it, donate it, or store it? | I don\'t know yet.', 'Peter Novak 13: And does anyone know if the parking permits transfer to the new building? | No idea.'],
    ],
    ['t-vwa t6: "We still haven\'t settled that." (50-minute meeting)', fixture('s54mt', 't6-long.txt'), ['Ole Brandt 202: Who is on call over the holidays? | We still haven\'t settled that.']],
    ['t-vwa m5: "Not sure. That\'s an open question for legal."', fixture('s54mt', 'm5-brief-phrases.txt'), ['Omar Haddad 9: Do we need a data processing agreement too? | Not sure.']],
    // Own rewordings.
    ['label "Open question:"', 'Ana Ruiz: Open question: do we keep the Friday release window?\nBen Ode: Let\'s move on to hiring.', ['Ana Ruiz 1: Do we keep the Friday release window?']],
    ['a statement: "We still need to decide whether …"', 'Ana Ruiz: The lease ends in March.\nBen Ode: We still need to decide whether we renew the lease.\nAna Ruiz: Next, hiring.', ['Ben Ode 2: We still need to decide whether we renew the lease.']],
    ['"Let\'s leave that open" after a filler', 'Ana Ruiz: Who approves the travel budget this year?\nBen Ode: Good question. Let\'s leave that open until finance replies.', ['Ana Ruiz 1: Who approves the travel budget this year? | Let\'s leave that open until finance replies.']],
  ];
  it.each(cases)('%s', (_, text, expected) => expect(open(text)).toEqual(expected));
});

describe('no false open questions', () => {
  const cases: Array<[string, string]> = [
    ['answered in the reply', 'Ana Ruiz: Who owns the SSO rollout?\nBen Ode: I will, I\'ll have a plan by Friday.'],
    ['answered by a decision', 'Ana Ruiz: Do we invite the contractors this year?\nBen Ode: Let\'s say yes.\nAna Ruiz: Agreed, we decided to invite them.'],
    ['"not sure" and then an answer after all', 'Ana Ruiz: Who owns the SSO rollout?\nBen Ode: Not sure, but I think it is Carla.'],
    ['"no idea", then someone answers', 'Ana Ruiz: Who owns the SSO rollout?\nBen Ode: No idea.\nCarla Diaz: That\'s me, I\'ll own it.'],
    ['a request is an action, not an open question', 'Ana Ruiz: Ben, can you send the report by Friday?\nBen Ode: Not sure.'],
    ['a routine question', 'Ana Ruiz: Any questions?\nBen Ode: No idea, honestly.'],
    ['a question with no reply at all', 'Ana Ruiz: Do we need new badges for the contractors?'],
    ['"I don\'t know what you mean" is no open point', 'Ana Ruiz: We should ship it.\nBen Ode: I don\'t know what you mean by that.'],
    ['an unrelated "not sure" in a statement', 'Wei Zhang: I\'m not sure about the office move timing, but I will update the budget sheet by end of month.'],
    ['t-vwa t5 (the question is answered by a decision)', fixture('s54mt', 't5-nonlatin.txt')],
    ['t-vwa t7 (answered, or taken on: "I\'ll ask finance")', fixture('s54mt', 't7-reversals.txt')],
  ];
  it.each(cases)('%s', (_, text) => expect(open(text)).toEqual([]));
});

describe('the e-mail lists the open questions; no "Unassigned: Decide that" row (t-vwa2 F2)', () => {
  it('t-vwa2 t1', () => {
    const text = fixture('s55vw', 't1-plain.txt');
    expect(rows(text).filter((r) => /Decide that/i.test(r))).toEqual([]);
    const email = analyse(text).email;
    expect(email).toContain('Open questions (not answered in the meeting):\n- Who owns the SSO rollout? (Hannah Okafor; Hannah Okafor: "We still need to decide that.")');
    expect(email.split('Action items:')[1].split('\n\n')[0]).not.toMatch(/Decide that/i);
  });
  it('no open questions, no "Open questions" part', () => {
    expect(analyse('Ana Ruiz: Who owns the SSO rollout?\nBen Ode: I will, I\'ll have a plan by Friday.').email).not.toContain('Open questions');
  });
  it('an unassigned need that says what to decide stays an action item', () => {
    expect(rows('Ana Ruiz: We still need to decide on the venue for the offsite.')).toEqual(['Unassigned: Decide on the venue for the offsite | - | open']);
  });
});
