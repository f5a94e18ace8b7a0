/**
 * Brief 45t (issue 28, u29y F24, F22, F23, F15): the Task Automation form and log in the browser (jsdom; another
 * tab is a write to localStorage plus the `storage` event the browser sends, HTML Standard, Web Storage, "The
 * storage event").
 * - F24: a typed new message, or an unsaved edit of a message, was dropped by "Steps" on another row, by "Start an
 *   empty message" and by "Restore the samples". Each message keeps its unsaved text in this tab (and across a
 *   reload); a form that is emptied offers its text back.
 * - F22: after another tab removed the message being edited, "Save message and rerun" said "Saved message m21"
 *   and dropped the edit. It now says the message is gone, keeps the text and offers to add it as a new message.
 * - F23: another tab's Restore replaced rules typed here but not applied, silently. Now this tab says so and
 *   offers the typed text back.
 * - F15: an edit that reopened an approved message erased the approval from the log. The entry stays, marked
 *   withdrawn.
 */
import {act, cleanup, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import TaskAutomation from '@site/src/demos/task-automation';
import {DEFAULT_RULES, SAMPLE_MESSAGES} from '@site/src/demos/task-automation/sample';
import {DEFAULT_THRESHOLD} from '@site/src/demos/task-automation/triage';
import {STORAGE_KEY, serialize} from '@site/src/demos/task-automation/store';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

const subject = () => screen.getByLabelText('Subject') as HTMLInputElement;
const body = () => screen.getByLabelText('Body') as HTMLTextAreaElement;
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', {name}));
const type = (s: string, b: string) => {
  fireEvent.change(subject(), {target: {value: s}});
  fireEvent.change(body(), {target: {value: b}});
};
const NEW_S = 'My new draft';
const NEW_B = 'A long complaint I spent ten minutes writing about ORD-55555.';
const EDIT_B = 'EDITED m05: please refund $10.00 for ORD-50500, it arrived broken.';

/** Another tab clicked "Restore the samples": the saved copy is the samples, and this tab gets the storage event. */
function otherTabRestores() {
  const samples = serialize({messages: SAMPLE_MESSAGES.map((m) => ({...m})), rulesDraft: DEFAULT_RULES, rulesApplied: DEFAULT_RULES, threshold: DEFAULT_THRESHOLD, decisions: []});
  act(() => {
    localStorage.setItem(STORAGE_KEY, samples);
    window.dispatchEvent(new StorageEvent('storage', {key: STORAGE_KEY, newValue: samples, storageArea: localStorage}));
  });
}

describe('F24: no control replaces unsaved text in the form without a way back', () => {
  it('a new message typed, then Steps on another row, then "Start an empty message": the text is back', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    click('Show steps and edit m05');
    expect(body().value).toBe(SAMPLE_MESSAGES.find((m) => m.id === 'm05')!.body);
    expect(screen.getByText(/new message you were writing is kept/)).toBeTruthy();
    click('Start an empty message');
    expect(subject().value).toBe(NEW_S);
    expect(body().value).toBe(NEW_B);
  });

  it('the typed new message survives a reload while another row is shown', () => {
    const first = render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    click('Show steps and edit m05');
    first.unmount();
    render(<TaskAutomation />);
    click('Start an empty message');
    expect(body().value).toBe(NEW_B);
  });

  it('an unsaved edit of m05 survives Steps on m06, "Start an empty message" and a reload', () => {
    const first = render(<TaskAutomation />);
    click('Show steps and edit m05');
    fireEvent.change(body(), {target: {value: EDIT_B}});
    click('Show steps and edit m06');
    expect(screen.getByText(/unsaved edit of m05 is kept/)).toBeTruthy();
    click('Show steps and edit m05');
    expect(body().value).toBe(EDIT_B);
    click('Start an empty message');
    expect(body().value).toBe('');
    first.unmount();
    render(<TaskAutomation />);
    click('Show steps and edit m05');
    expect(body().value).toBe(EDIT_B);
    // Discarding is a choice of its own, and it can be undone.
    click('Discard my changes to m05');
    expect(body().value).toBe(SAMPLE_MESSAGES.find((m) => m.id === 'm05')!.body);
    click('Bring my text back');
    expect(body().value).toBe(EDIT_B);
  });

  it('"Start an empty message" over a typed new message empties the form and offers the text back', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    click('Start an empty message');
    expect(body().value).toBe('');
    click('Bring my text back');
    expect(subject().value).toBe(NEW_S);
    expect(body().value).toBe(NEW_B);
  });

  it('"Restore the samples" and its Undo leave the text in the form', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    click('Restore the samples');
    expect(body().value).toBe(NEW_B);
    click('Undo');
    expect(body().value).toBe(NEW_B);
  });

  it('saving or adding clears only the draft that was used', () => {
    render(<TaskAutomation />);
    click('Show steps and edit m05');
    fireEvent.change(body(), {target: {value: EDIT_B}});
    click('Start an empty message');
    type(NEW_S, NEW_B);
    click('Add as a new message');
    expect(screen.getByText('Added message m21 and triaged it.')).toBeTruthy();
    click('Show steps and edit m05');
    expect(body().value).toBe(EDIT_B);
    click('Save message and rerun');
    click('Show steps and edit m06');
    click('Show steps and edit m05');
    expect(body().value).toBe(EDIT_B);
    expect(screen.queryByRole('button', {name: /^Discard my changes/})).toBeNull();
    click('Start an empty message');
    expect(body().value).toBe('');
  });
});

describe('F24 neighbours', () => {
  it('Steps on the row the form already holds keeps the edit', () => {
    render(<TaskAutomation />);
    click('Show steps and edit m05');
    fireEvent.change(body(), {target: {value: EDIT_B}});
    click('Show steps and edit m05');
    expect(body().value).toBe(EDIT_B);
  });

  it('a new message and an edit of m05 are both kept while the reader moves between them', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    click('Show steps and edit m05');
    fireEvent.change(body(), {target: {value: EDIT_B}});
    click('Start an empty message');
    expect(body().value).toBe(NEW_B);
    click('Show steps and edit m05');
    expect(body().value).toBe(EDIT_B);
  });

  it('the kept edit of a message another tab removed can still be opened and added', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type('Mine', 'Please refund $20.00 for ORD-52100, it arrived broken.');
    click('Add as a new message');
    fireEvent.change(body(), {target: {value: 'Unsaved edit of m21.'}});
    click('Show steps and edit m05');
    otherTabRestores();
    click('Open the text of m21');
    expect(body().value).toBe('Unsaved edit of m21.');
    click('Add it as a new message');
    expect(screen.getByText(/Added message m21 and triaged it\./)).toBeTruthy();
  });
});

describe('F22: a save of a message another tab removed', () => {
  it('says the message is gone, keeps the text and adds it as a new message on request', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type('Mine', 'Please refund $20.00 for ORD-52100, it arrived broken.');
    click('Add as a new message');
    fireEvent.change(body(), {target: {value: 'My edit of m21 that must not be lost.'}});
    otherTabRestores();
    click('Save message and rerun');
    expect(screen.queryByText(/^Saved message m21/)).toBeNull();
    expect(screen.getByText(/m21 is no longer in the inbox/)).toBeTruthy();
    expect(body().value).toBe('My edit of m21 that must not be lost.');
    click('Add it as a new message');
    expect(screen.getByText(/Added message m21 and triaged it\./)).toBeTruthy();
    expect(screen.getByRole('region', {name: 'Triage results table'}).textContent).toContain('m21: Mine');
    expect(localStorage.getItem(STORAGE_KEY)).toContain('My edit of m21 that must not be lost.');
  });
});

describe('F23: rules typed here and not applied, replaced by another tab', () => {
  it('this tab says so and offers the typed text back', () => {
    render(<TaskAutomation />);
    const rules = screen.getByLabelText(/^Rules \(phrases separated by/) as HTMLTextAreaElement;
    const typed = `${DEFAULT_RULES}\nlawyer | sue => feedback`;
    fireEvent.change(rules, {target: {value: typed}});
    otherTabRestores();
    expect(screen.getByText(/rules text you had not applied was replaced by another tab/)).toBeTruthy();
    click('Put my rules text back');
    expect((screen.getByLabelText(/^Rules \(phrases separated by/) as HTMLTextAreaElement).value).toBe(typed);
  });
});

describe('F15: an approval stays in the log when an edit reopens the message', () => {
  it('the entry is kept and marked withdrawn, and the message is back in the queue', () => {
    render(<TaskAutomation />);
    const queue = screen.getByRole('list', {name: 'Items waiting for approval'});
    const approve = queue.querySelector('button[aria-label^="Approve "]') as HTMLButtonElement;
    const id = approve.getAttribute('aria-label')!.replace('Approve ', '');
    fireEvent.click(approve);
    click(`Show steps and edit ${id}`);
    fireEvent.change(body(), {target: {value: `${body().value} Also, one more thing.`}});
    click('Save message and rerun');
    const log = screen.getByRole('list', {name: 'Decision log'});
    expect(log.textContent).toMatch(new RegExp(`Approved ${id} .*withdrawn`));
    expect(screen.getByRole('list', {name: 'Items waiting for approval'}).querySelector(`[data-queue-item="${id}"]`)).not.toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toContain('"verdict":"Approved"');
  });
});

/** Brief 45t2 (u30g F17): a half-written message emptied by typing (select all and delete) offers its text back, also after a reload. */
describe('F17: a half-written message emptied however it was emptied offers "Bring my text back"', () => {
  it('select all and delete in the body, then in the subject: both come back', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    fireEvent.change(body(), {target: {value: ''}});
    expect(screen.getByText(/emptied the body/)).toBeTruthy();
    fireEvent.change(subject(), {target: {value: ''}});
    click('Bring my text back');
    expect(subject().value).toBe(NEW_S);
    expect(body().value).toBe(NEW_B);
  });
  it('emptied, then typing on: the offer stays and brings the fuller text back', () => {
    render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    fireEvent.change(body(), {target: {value: ''}});
    fireEvent.change(body(), {target: {value: 'x'}});
    click('Bring my text back');
    expect(body().value).toBe(NEW_B);
  });
  it('emptied, then a reload: the text is offered back', () => {
    const first = render(<TaskAutomation />);
    click('Start an empty message');
    type(NEW_S, NEW_B);
    fireEvent.change(body(), {target: {value: ''}});
    fireEvent.change(subject(), {target: {value: ''}});
    first.unmount();
    render(<TaskAutomation />);
    click('Bring my text back');
    expect(subject().value).toBe(NEW_S);
    expect(body().value).toBe(NEW_B);
  });
});
