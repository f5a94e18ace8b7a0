import {describe, expect, it} from 'vitest';
import {
  analyseMeeting,
  extractiveSummary,
  findActions,
  findDecisions,
  findDue,
  MAX_TRANSCRIPT_CHARS,
  parseTranscript,
  sentencesOf,
  splitSentences,
} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {SAMPLE_TITLE, SAMPLE_TRANSCRIPT} from '@site/src/demos/virtual-workplace-assistant/sample';

describe('transcript parsing', () => {
  it('reads speaker labels with and without time stamps and joins continuation lines', () => {
    const u = parseTranscript('[09:00] Ana Ruiz: Hello there.\nstill Ana here.\nBen: Hi.');
    expect(u).toEqual([
      {speaker: 'Ana Ruiz', text: 'Hello there. still Ana here.', line: 1},
      {speaker: 'Ben', text: 'Hi.', line: 3},
    ]);
  });

  it('splits sentences but keeps abbreviations together', () => {
    expect(splitSentences('We ship, e.g. the portal. Then we test! Done?')).toEqual(['We ship, e.g. the portal.', 'Then we test!', 'Done?']);
  });
});

describe('due dates', () => {
  it.each([
    ['Send it by Thursday.', 'Thursday'],
    ['Update the template by 12 March.', '12 March'],
    ['I will do it tomorrow.', 'tomorrow'],
    ['Finish before end of week.', 'end of week'],
    ['Ship by 2026-12-01.', '2026-12-01'],
  ])('%s -> %s', (text, due) => expect(findDue(text)).toBe(due));

  it('ignores a weekday that is not a deadline', () => {
    expect(findDue('Monday was a busy day for support.')).toBeNull();
  });
});

describe('action items and decisions on the sample', () => {
  const result = analyseMeeting(SAMPLE_TRANSCRIPT, SAMPLE_TITLE);
  if (!result.ok) throw new Error(result.error);
  const {actions, decisions, summary, email} = result.analysis;

  it('finds each owner and due date that was stated', () => {
    const rows = actions.map((a) => [a.owner, a.due]);
    expect(rows).toContainEqual(['Tom Becker', 'Thursday']);
    expect(rows).toContainEqual(['Aisha Khan', '12 March']);
    expect(rows).toContainEqual(['Tom Becker', 'tomorrow']);
    expect(rows).toContainEqual(['Maria Lopez', 'Friday']);
    expect(rows).toContainEqual(['Unassigned', null]);
    expect(actions).toHaveLength(7);
  });

  it('gives the task to the person asked, not the person asking', () => {
    const fix = actions.find((a) => a.task.startsWith('Fix the search index'));
    expect(fix).toMatchObject({owner: 'Tom Becker', speaker: 'Maria Lopez', line: 6});
  });

  it('finds the two decisions', () => {
    expect(decisions.map((d) => d.line)).toEqual([12, 15]);
  });

  it('summarises with 3 to 6 sentences in transcript order, skipping filler', () => {
    expect(summary.length).toBeGreaterThanOrEqual(3);
    expect(summary.length).toBeLessThanOrEqual(6);
    const order = summary.map((s) => s.index);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(summary.some((s) => s.text.startsWith('We decided to launch'))).toBe(true);
  });

  it('drafts an e-mail with the subject, decisions and owned actions', () => {
    expect(email).toContain('Subject: Follow-up: Customer portal launch check-in');
    expect(email).toContain('- Aisha Khan: Update the reset e-mail template by 12 March (due 12 March)');
    expect(email).toContain('Decisions:');
  });
});

describe('edge cases', () => {
  it('owns "Name, can you" tasks by a name that is not a speaker', () => {
    const s = sentencesOf(parseTranscript('Ana Ruiz: Ben, can you send the budget by Friday?'));
    expect(findActions(s, ['Ana Ruiz'])).toEqual([
      {owner: 'Ben', task: 'Send the budget by Friday', due: 'Friday', speaker: 'Ana Ruiz', line: 1},
    ]);
  });

  it('reports no decisions when there are none, and the e-mail says so', () => {
    const r = analyseMeeting('Ana: The weather is nice today and the coffee machine works again.');
    expect(r.ok && findDecisions(r.analysis.sentences)).toEqual([]);
    expect(r.ok && r.analysis.email).toContain('No decisions were recorded.');
  });

  it('refuses empty and oversize input with a reason', () => {
    expect(analyseMeeting('   ')).toEqual({ok: false, error: expect.stringContaining('empty')});
    const big = analyseMeeting('a'.repeat(MAX_TRANSCRIPT_CHARS + 1));
    expect(big.ok).toBe(false);
    expect(!big.ok && big.error).toContain('limit is 60,000');
  });

  it('warns when no speaker labels exist', () => {
    const r = analyseMeeting('we need to review the contract terms before signing anything.');
    expect(r.ok && r.analysis.warnings[0]).toContain('No speaker names were found');
    expect(r.ok && r.analysis.actions[0].owner).toBe('Unassigned');
  });

  it('returns an empty summary list for only filler', () => {
    expect(extractiveSummary(sentencesOf(parseTranscript('A: Okay.\nB: Yes.')))).toEqual([]);
  });
});
