/**
 * The reader's own text in the chunking playground, kept apart from the samples (picking a sample
 * and then "Your own text" brings it back) and in this tab's sessionStorage, so a reload or Back
 * restores it (u28s S-E1). A sample the reader edits while an own text exists keeps its edits
 * with that sample, so the own text is never replaced (u28w W-A1); the settings are kept too (W-A2).
 * One versioned record, `{v, savedAt, data: {choice, own, edits, settings}}` (version 1 held only
 * choice and own, and is read as such), like the demos' records (src/demos/kit/persist.ts, which a learning tool may not import). Every storage
 * call is guarded: a refusal, a full quota or a text over OWN_TEXT_MAX_CHARS gives a sentence for
 * the reader and the text stays on the page.
 */
import {SAMPLES} from './samples';

export const CUSTOM = 'custom';
export const OWN_TEXT_KEY = 'genai-enterprise:chunking-playground:own-text';
export const OWN_TEXT_VERSION = 2;
/** The longest own text kept, in characters (UTF-16 units, as browsers count storage; about 5 million a site, shared with other tools). */
export const OWN_TEXT_MAX_CHARS = 250_000;

export type OwnTextStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Which entry of "Sample text" is chosen (a sample id or CUSTOM), the reader's own text, and the
 * samples the reader edited (by sample id).
 */
export type TextState = {readonly choice: string; readonly own: string; readonly edits: Readonly<Record<string, string>>};

/** The strategy, size and overlap as typed (kept as the reader left them, valid or not). */
export type Settings = {readonly strategy: string; readonly size: string; readonly overlap: string};

export const initialTextState = (): TextState => ({choice: SAMPLES[0].id, own: '', edits: {}});

/** The text in the box: the chosen sample's (as the reader edited it), or the reader's own. */
export function shownText(state: TextState): string {
  if (state.choice === CUSTOM) return state.own;
  return state.edits[state.choice] ?? SAMPLES.find((s) => s.id === state.choice)?.text ?? state.own;
}

/** Picking an entry changes only what is shown; the own text is kept. */
export function choose(state: TextState, choice: string): TextState {
  return choice === CUSTOM || SAMPLES.some((s) => s.id === choice) ? {...state, choice} : state;
}

/**
 * Typing in the box. With no own text yet, the text becomes the reader's own (editing a sample starts
 * from it, and pasting over a sample is the usual way in). Once an own text exists, an edit to a
 * sample stays with that sample, so the own text is never replaced (u28w W-A1).
 */
export function edit(state: TextState, text: string): TextState {
  if (state.choice === CUSTOM) return {...state, own: text};
  if (state.own === '') return {...state, choice: CUSTOM, own: text};
  return {...state, edits: {...state.edits, [state.choice]: text}};
}

/** The chosen sample back as it was shipped (its edits dropped). */
export function restoreSample(state: TextState): TextState {
  if (!(state.choice in state.edits)) return state;
  const edits = {...state.edits};
  delete edits[state.choice];
  return {...state, edits};
}

/** Characters the record keeps for the reader: the own text and every edited sample. */
const keptLength = (state: TextState) => Object.values(state.edits).reduce((n, t) => n + t.length, state.own.length);

export function sessionStore(): OwnTextStore | null {
  try {
    return typeof window !== 'undefined' ? (window.sessionStorage ?? null) : null;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const isSettings = (v: unknown): v is Settings => isRecord(v) && typeof v.strategy === 'string' && typeof v.size === 'string' && typeof v.overlap === 'string';
const isEdits = (v: unknown): v is Record<string, string> =>
  isRecord(v) && Object.entries(v).every(([id, text]) => typeof text === 'string' && SAMPLES.some((s) => s.id === id));

/**
 * The kept state (and settings, when kept), or null; `problem` is a sentence for the reader when a
 * kept record could not be read. A version 1 record (choice and own text) is read as it was.
 */
export function loadOwnText(store: OwnTextStore | null): {state: TextState | null; settings?: Settings; problem: string | null} {
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
  if (isRecord(parsed) && (parsed.v === 1 || parsed.v === OWN_TEXT_VERSION) && isRecord(parsed.data) && typeof parsed.data.own === 'string' && typeof parsed.data.choice === 'string') {
    const {data} = parsed;
    const edits = parsed.v === 1 ? {} : data.edits;
    if (isEdits(edits) && (parsed.v === 1 || data.settings === undefined || isSettings(data.settings))) {
      const state = choose({choice: CUSTOM, own: data.own as string, edits}, data.choice as string);
      return {state, ...(isSettings(data.settings) ? {settings: data.settings} : {}), problem: null};
    }
  }
  return {state: null, problem: 'The text this tool kept in this tab could not be read (damaged or from another version), so it was not restored.'};
}

/** Keep the state; null when kept, else why not (the text is still on the page). */
export function saveOwnText(state: TextState, store: OwnTextStore | null, now: Date = new Date(), settings?: Settings): string | null {
  const still = 'It stays here while this page is open; copy it somewhere to keep it.';
  if (!store) return `This browser does not let the page keep anything (private mode or blocked storage), so your text is not kept after a reload. ${still}`;
  const length = keptLength(state);
  if (length > OWN_TEXT_MAX_CHARS) {
    try {
      store.removeItem(OWN_TEXT_KEY);
    } catch {
      // Nothing more to do: the note below already says the text is not kept.
    }
    const withEdits = Object.keys(state.edits).length > 0;
    return `${withEdits ? 'Your text and edited samples come to' : 'Your text is'} ${length.toLocaleString('en-US')} characters; this tab keeps at most ${OWN_TEXT_MAX_CHARS.toLocaleString('en-US')}, so ${withEdits ? 'they are' : 'it is'} not kept after a reload. ${still}`;
  }
  try {
    store.setItem(OWN_TEXT_KEY, JSON.stringify({v: OWN_TEXT_VERSION, savedAt: now.toISOString(), data: {choice: state.choice, own: state.own, edits: state.edits, ...(settings ? {settings} : {})}}));
    return null;
  } catch (error) {
    return /quota/i.test(String(error)) || (error instanceof Error && error.name === 'QuotaExceededError')
      ? `The browser’s storage for this site is full, so your latest text is not kept after a reload. ${still}`
      : `The browser refused to keep your text, so it is not kept after a reload. ${still}`;
  }
}
