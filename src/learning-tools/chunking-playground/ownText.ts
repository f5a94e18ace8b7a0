/**
 * The reader's own text in the chunking playground, kept apart from the samples (picking a sample
 * and then "Your own text" brings it back) and in this tab's sessionStorage, so a reload or Back
 * restores it (u28s S-E1). One versioned record, `{v, savedAt, data: {choice, own}}`, like the
 * demos' records (src/demos/kit/persist.ts, which a learning tool may not import). Every storage
 * call is guarded: a refusal, a full quota or a text over OWN_TEXT_MAX_CHARS gives a sentence for
 * the reader and the text stays on the page.
 */
import {SAMPLES} from './samples';

export const CUSTOM = 'custom';
export const OWN_TEXT_KEY = 'genai-enterprise:chunking-playground:own-text';
export const OWN_TEXT_VERSION = 1;
/** The longest own text kept, in characters (UTF-16 units, as browsers count storage; about 5 million a site, shared with other tools). */
export const OWN_TEXT_MAX_CHARS = 250_000;

export type OwnTextStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Which entry of "Sample text" is chosen (a sample id or CUSTOM) and the reader's own text. */
export type TextState = {readonly choice: string; readonly own: string};

export const initialTextState = (): TextState => ({choice: SAMPLES[0].id, own: ''});

/** The text in the box: the chosen sample's, or the reader's own. */
export function shownText(state: TextState): string {
  if (state.choice === CUSTOM) return state.own;
  return SAMPLES.find((s) => s.id === state.choice)?.text ?? state.own;
}

/** Picking an entry changes only what is shown; the own text is kept. */
export function choose(state: TextState, choice: string): TextState {
  return choice === CUSTOM || SAMPLES.some((s) => s.id === choice) ? {...state, choice} : state;
}

/** Typing in the box makes the text the reader's own (editing a sample starts from it). */
export function edit(_state: TextState, text: string): TextState {
  return {choice: CUSTOM, own: text};
}

export function sessionStore(): OwnTextStore | null {
  try {
    return typeof window !== 'undefined' ? (window.sessionStorage ?? null) : null;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The kept state, or null; `problem` is a sentence for the reader when a kept record could not be read. */
export function loadOwnText(store: OwnTextStore | null): {state: TextState | null; problem: string | null} {
  if (!store) return {state: null, problem: null};
  let raw: string | null;
  try {
    raw = store.getItem(OWN_TEXT_KEY);
  } catch {
    return {state: null, problem: 'This browser does not let the page read what it kept in this tab, so your text is not kept after a reload.'};
  }
  if (raw === null) return {state: null, problem: null};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (isRecord(parsed) && parsed.v === OWN_TEXT_VERSION && isRecord(parsed.data) && typeof parsed.data.own === 'string' && typeof parsed.data.choice === 'string') {
    const state = choose({choice: CUSTOM, own: parsed.data.own}, parsed.data.choice);
    return {state, problem: null};
  }
  return {state: null, problem: 'The text this tool kept in this tab could not be read (damaged or from another version), so it was not restored.'};
}

/** Keep the state; null when kept, else why not (the text is still on the page). */
export function saveOwnText(state: TextState, store: OwnTextStore | null, now: Date = new Date()): string | null {
  const still = 'It stays here while this page is open; copy it somewhere to keep it.';
  if (!store) return `This browser does not let the page keep anything (private mode or blocked storage), so your text is not kept after a reload. ${still}`;
  if (state.own.length > OWN_TEXT_MAX_CHARS) {
    try {
      store.removeItem(OWN_TEXT_KEY);
    } catch {
      // Nothing more to do: the note below already says the text is not kept.
    }
    return `Your text is ${state.own.length.toLocaleString('en-US')} characters; this tab keeps at most ${OWN_TEXT_MAX_CHARS.toLocaleString('en-US')}, so it is not kept after a reload. ${still}`;
  }
  try {
    store.setItem(OWN_TEXT_KEY, JSON.stringify({v: OWN_TEXT_VERSION, savedAt: now.toISOString(), data: {choice: state.choice, own: state.own}}));
    return null;
  } catch (error) {
    return /quota/i.test(String(error)) || (error instanceof Error && error.name === 'QuotaExceededError')
      ? `The browser’s storage for this site is full, so your latest text is not kept after a reload. ${still}`
      : `The browser refused to keep your text, so it is not kept after a reload. ${still}`;
  }
}
