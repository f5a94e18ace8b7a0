/**
 * u28t T-L1: two tabs of Task Automation. The tab opened earlier used to save its whole state over
 * the other's, so a message added in one tab vanished. mergeSaved keeps both tabs' items.
 */
import {describe, expect, it} from 'vitest';
import {mergeSaved} from '@site/src/demos/task-automation/sync';
import type {SavedState} from '@site/src/demos/task-automation/store';

const msg = (id: string, subject: string) => ({id, from: '', subject, body: `${subject} body text`});
const base: SavedState = {messages: [msg('m01', 'One'), msg('m02', 'Two')], rulesDraft: 'r', rulesApplied: 'r', threshold: 0.6, decisions: []};
const decision = (id: string, verdict: 'Approved' | 'Rejected') => ({id, subject: id, action: 'a', verdict, at: '10:00:00'});

describe('mergeSaved: two tabs, nothing lost', () => {
  it('a message added in each tab under the same id: both stay, this tab’s under the next free id', () => {
    const theirs = {...base, messages: [...base.messages, msg('m03', 'Added in tab A')]};
    const mine = {...base, messages: [...base.messages, msg('m03', 'Added in tab B')]};
    const {state, renamed} = mergeSaved(base, mine, theirs);
    expect(state.messages.map((m) => `${m.id} ${m.subject}`)).toEqual(['m01 One', 'm02 Two', 'm03 Added in tab A', 'm04 Added in tab B']);
    expect(renamed).toEqual({m03: 'm04'});
  });

  it('the same message saved by both tabs is kept once', () => {
    const both = {...base, messages: [...base.messages, msg('m03', 'Same')]};
    expect(mergeSaved(base, both, both).state.messages).toHaveLength(3);
  });

  it('an edit made here wins only for the message this tab changed; the other tab’s edit stays', () => {
    const theirs = {...base, messages: [msg('m01', 'One'), msg('m02', 'Two edited in A')]};
    const mine = {...base, messages: [msg('m01', 'One edited in B'), msg('m02', 'Two')]};
    expect(mergeSaved(base, mine, theirs).state.messages.map((m) => m.subject)).toEqual(['One edited in B', 'Two edited in A']);
  });

  it('decisions from both tabs are kept, once each; a renamed message’s decision follows it', () => {
    const theirs = {...base, messages: [...base.messages, msg('m03', 'A')], decisions: [decision('m01', 'Approved')]};
    const mine = {...base, messages: [...base.messages, msg('m03', 'B')], decisions: [decision('m01', 'Approved'), decision('m03', 'Rejected')]};
    expect(mergeSaved(base, mine, theirs).state.decisions.map((d) => `${d.id} ${d.verdict}`)).toEqual(['m01 Approved', 'm04 Rejected']);
  });

  it('rules and threshold: the tab that changed them wins', () => {
    expect(mergeSaved(base, {...base, threshold: 0.8}, {...base, rulesApplied: 'x', rulesDraft: 'x'}).state).toMatchObject({threshold: 0.8, rulesApplied: 'x', rulesDraft: 'x'});
  });
});
