/**
 * s55 (u-zoh F5): Simple Chat (and Zohlar's Chat, which uses the same store) sent replies the page had flagged as
 * unsupported back to the model as plain history ("A fire drill is held every week." after "Passage 1 does not say
 * this"), so the model could repeat its own wrong claim. A flagged reply now goes with FLAGGED_NOTE after it; a reply
 * the check passed goes as before. Passage: the tester's ferry handbook (/tmp/u-zoh/inputs/ferry.txt).
 */
import {describe, expect, it} from 'vitest';
import type {Hit} from '@site/src/retrieval/bm25';
import {FLAGGED_NOTE, flaggedReply, modelHistory, type ChatTurn} from '@site/src/demos/simple-chat/chatStore';

const drills: Hit = {
  passage: {id: 'f1', source: 'Ferry handbook', text: 'Safety drills. Crew hold a man-overboard drill every fourteen days and a fire drill every month. The safety officer, Ines Marrow, signs off each drill in the logbook. A drill missed because of weather must be held within five days.'},
  score: 3,
  terms: ['drill'],
};

function conversation(reply: string): ChatTurn[] {
  return [
    {id: 'u1', role: 'user', content: 'How often is the fire drill?', status: 'done'},
    {id: 'a1', role: 'assistant', content: reply, status: 'done', sources: [drills]},
    {id: 'u2', role: 'user', content: 'And who signs it off?', status: 'done'},
  ];
}

describe('a flagged reply goes to the model with a note (u-zoh F5)', () => {
  it('marks a reply whose passage does not say it', () => {
    const turns = conversation('A fire drill is held every week [1].');
    expect(flaggedReply(turns[1])).toBe(true);
    expect(modelHistory(turns.slice(0, 2))).toEqual([
      {role: 'user', content: 'How often is the fire drill?'},
      {role: 'assistant', content: `A fire drill is held every week.\n\n${FLAGGED_NOTE}`},
    ]);
  });

  it('marks a reply citing a passage it was not given', () => {
    expect(modelHistory(conversation('A fire drill is held every month [3].').slice(0, 2))[1].content).toContain(FLAGGED_NOTE);
  });

  it('sends a reply the check passed as before', () => {
    const turns = conversation('A fire drill is held every month [1].');
    expect(flaggedReply(turns[1])).toBe(false);
    expect(modelHistory(turns.slice(0, 2))[1]).toEqual({role: 'assistant', content: 'A fire drill is held every month.'});
  });

  it('leaves an offline reply and a reply without passages alone', () => {
    expect(flaggedReply({id: 'a', role: 'assistant', content: 'A fire drill is held every week.', status: 'done'})).toBe(false);
    expect(flaggedReply({id: 'a', role: 'assistant', content: 'A fire drill is held every week [1].', status: 'done', offline: true, sources: [drills]})).toBe(false);
  });
});
