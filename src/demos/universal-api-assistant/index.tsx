/**
 * The Universal API Assistant demo: paste an OpenAPI document, describe a request, get the
 * matching operations (BM25) and a request to send; the component, the OpenAPI logic (openapi.ts)
 * and the sample document (sample.ts) live here. Imported by its page in demo-room/universal-api-
 * assistant.mdx; it may import src/demos/kit and src/retrieval, nothing from src/components,
 * src/learning-tools, src/theme or src/pages.
 */
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {
  buildRequest,
  indexOperations,
  MAX_DOCUMENT_CHARS,
  parseOpenApi,
  restoredForm,
  apiNouns,
  toCurl,
  toFetch,
  WHOLE_BODY,
  valueText,
  repeatedIdsNote,
  readOnlyLeftOut,
  sameOperationId,
  SAFE_METHODS,
  type ApiDocument,
  type BuildResult,
  type DocumentError,
  type Field,
  type FilledValue,
  type Operation,
} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {unreadWords} from '@site/src/demos/universal-api-assistant/unread';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';
import type {ApiAssistantKept, ApiAssistantWork, KeptForm} from '@site/src/demos/universal-api-assistant/kept';
import {keptWithin, replacedBySays, replacedWhat, switchOperation, type EditsByOperation, type ReplacedBy} from '@site/src/demos/universal-api-assistant/edits';
import {useKept} from '@site/src/demos/kit/useKept';
import {isSecretField, requestWithoutSecrets, secretFieldIds, withoutSecretValues} from '@site/src/demos/universal-api-assistant/secrets';
import {useLargeInsert} from '@site/src/demos/kit/largeInsert';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import styles from '../kit/components/demo.module.css';
import {countOf} from '@site/src/lib/text/plural';
import {fileBytes, readTextFile} from '@site/src/lib/files/textFile';

/** A noun with its indefinite article: "a pet", "an owner". */
const withArticle = (noun: string): string => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;


const INITIAL_REQUEST = 'refund an order';

type KeptModule = typeof import('./kept');

/** Whether this tab's session storage holds its own record (u29f A-6); false when storage is blocked. */
function tabHasRecord(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** The names of the document box and the request box: stable on the server and in both browser runtimes (useId is not). */
const DOC_NAME = 'openapi-document';
const REQUEST_NAME = 'api-request';
const sameText = (a: string, b: string) => a.replace(/\r\n?/g, '\n') === b.replace(/\r\n?/g, '\n');

/**
 * What the reader typed or pasted into the server-rendered document box and request box before the page hydrated
 * (u30a UAA-13: the sample and the example request replaced it): read from the page during the first client render,
 * before hydration sets the boxes' values. Nothing on the server, on a client-side navigation (no server markup) or
 * when the page holds more than one assistant.
 */
function typedBeforeHydration(): {text?: string; request?: string} {
  if (typeof document === 'undefined') return {};
  const boxes = document.querySelectorAll<HTMLTextAreaElement>(`textarea[name="${DOC_NAME}"]`);
  const requests = document.querySelectorAll<HTMLInputElement>(`input[name="${REQUEST_NAME}"]`);
  const typed: {text?: string; request?: string} = {};
  if (boxes.length === 1 && !sameText(boxes[0].value, SAMPLE_OPENAPI)) typed.text = boxes[0].value;
  if (requests.length === 1 && requests[0].value !== INITIAL_REQUEST) typed.request = requests[0].value;
  return typed;
}

function loadSample(): ApiDocument | null {
  const r = parseOpenApi(SAMPLE_OPENAPI);
  return r.ok ? r.doc : null;
}

/**
 * What "Load the sample" replaced, for its Undo (u29b A-8): the work as the kept record holds it, so it is saved beside
 * the sample and its Undo survives a reload and Back (u29s A21), and the per-operation edits (memory only). The same
 * for the other controls that replace the reader's work (u30j A9): another tab's work opened here, an uploaded file, a
 * document loaded over a form the reader edited or over another document of theirs in use (`by`).
 */
type Replaced = {
  work: ApiAssistantWork;
  edits: EditsByOperation;
  by: ReplacedBy;
};

/** The text of the document in use in a record; null for the sample. */
const inUseOf = (k: ApiAssistantWork): string | null => (k.loaded === undefined ? k.document : k.loaded);
const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the held work holds, as the notice says it: "your document and form". */
const heldWhat = (work: ApiAssistantWork): string => `your ${replacedWhat(work)}`;

function describe(f: Field): string {
  const s = f.schema;
  const parts = [f.location === 'body' ? 'body' : `${f.location} parameter`, s.type ?? 'string'];
  if (f.required) parts.push('required');
  return parts.join(', ');
}

function hint(f: Field): string {
  const s = f.schema;
  const rules: string[] = [];
  // The description's own full stop is dropped, so the rules after it do not read "per page.; at least 1" (s56 u-api F14).
  if (s.description) rules.push(s.description.replace(/\.\s*$/, ''));
  if (s.minimum !== undefined) rules.push(`at least ${s.minimum}`);
  if (s.maximum !== undefined) rules.push(`at most ${s.maximum}`);
  if (s.minLength !== undefined) rules.push(`${s.minLength}+ characters`);
  if (s.maxLength !== undefined) rules.push(`up to ${s.maxLength} characters`);
  if (s.pattern) rules.push(`pattern ${s.pattern}`);
  if (s.type === 'array') rules.push(s.items?.type === 'object' || s.items?.type === 'array' ? 'a JSON list, e.g. [{…}, {…}]' : 'comma-separated list, or a JSON list [ … ] when an item holds a comma');
  if (s.type === 'object' && f.id === WHOLE_BODY) rules.push('a JSON object {…}');
  return rules.join('; ');
}

function FieldInput({field, value, error, fromRequest, onChange}: {field: Field; value: string; error?: string; fromRequest?: string; onChange: (v: string) => void}): ReactNode {
  // One form at a time, one input per field: the field's own id tells them apart (src/lib/ids, UAA-4).
  const id = stableId('api-assistant-field', field.id);
  const hintText = hint(field);
  const describedBy = [hintText ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const options = field.schema.enum ?? (field.schema.type === 'boolean' ? [true, false] : null);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {field.label} <span className={styles.muted}>({describe(field)})</span>
        {fromRequest !== undefined && <span className={styles.muted}> filled from your request (“{fromRequest}”)</span>}
      </label>
      {options ? (
        <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={describedBy}>
          <option value="">(not set)</option>
          {options.map((o) => (
            <option key={valueText(o)} value={valueText(o)}>
              {valueText(o)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputMode={field.schema.type === 'integer' || field.schema.type === 'number' ? 'decimal' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
      {hintText && (
        <span id={`${id}-hint`} className={styles.muted}>
          {hintText}
        </span>
      )}
      {isSecretField(field) && (
        <span className={styles.muted}>A secret: kept in this tab's memory only, never saved in this browser, so a reload clears it. Better still, leave it empty and add it to the generated code yourself.</span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

/** The work with the box holding the document in use (the sample: null), its unloaded text left out (s54 t-api F8). */
function inUseInBox(work: ApiAssistantWork): ApiAssistantWork {
  if (work.loaded === undefined) return work;
  const {loaded, ...rest} = work;
  return {...rest, document: loaded};
}

/** OpenAPI document in; ranked operations, a validated form and the request as curl and fetch out. */
export default function ApiAssistant(): ReactNode {
  const id = stableId('api-assistant');
  const [text, setText] = useState(SAMPLE_OPENAPI);
  const [doc, setDoc] = useState<ApiDocument | null>(loadSample);
  // The text of the document in use, when it is the reader's (null: the sample). Kept with the box's text, so a reload
  // brings back the same document in use even when the box holds an edit that does not load.
  const [loadedText, setLoadedText] = useState<string | null>(null);
  const [docError, setDocError] = useState<DocumentError | null>(null);
  const [docNote, setDocNote] = useState('');
  const [request, setRequest] = useState(INITIAL_REQUEST);
  // The request the results answer, asked of the document in use; null after another document loads, so no result or
  // message of the previous document is shown against the new one.
  const [asked, setAsked] = useState<string | null>(INITIAL_REQUEST);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [built, setBuilt] = useState<BuildResult | null>(null);
  // The values edited on the other operations of the same results (u29b A-6), brought back when one is opened again.
  const [edits, setEdits] = useState<EditsByOperation>({});
  // Find operations was pressed with an empty request (u29b A-7): the message shows, the results and form stay as they were.
  const [emptyAsk, setEmptyAsk] = useState(false);
  // "Load the sample" over the reader's work can be undone (u29b A-8): what it replaced is held until the next change.
  const [undo, setUndo] = useState<Replaced | null>(null);
  // The work right after the held work was replaced (serialized): while it is unchanged, another replacement keeps the held work.
  const undoBase = useRef<string | null>(null);
  // What the reader typed before hydration goes into the boxes in the task that hydrated them (UAA-13), and a box the
  // reader has changed (then or since) keeps its text when work kept from an earlier visit is restored (restoreKept).
  const [typed] = useState(typedBeforeHydration);
  const touched = useRef({text: typed.text !== undefined, request: typed.request !== undefined});
  useLayoutEffect(() => {
    if (typed.text !== undefined) setText(typed.text);
    if (typed.request !== undefined) setRequest(typed.request);
  }, [typed]);
  const fileInput = useRef<HTMLInputElement>(null);
  // After Undo or "Open that tab's work here" the button pressed is gone: focus goes to the document box they restored
  // (u29s A22: it fell to <body>, and keyboard and screen-reader users lost their place).
  const docBox = useRef<HTMLTextAreaElement>(null);
  /** The reader changed the document box to `value`: typed, pasted, or a long paste put in at once (kit/largeInsert.ts). */
  const changeText = (value: string) => {
    touched.current.text = true;
    setText(value);
  };
  // A long paste goes into the box in one edit, not line by line with an input event per line, which grew with the
  // square of the text (issue 28, s51: 150,000 characters, over 90 s; as Document Q&A u32c F2, Zohlar u34d F1).
  const inserting = useLargeInsert(docBox, changeText);
  const [focusDoc, setFocusDoc] = useState(0);
  useEffect(() => {
    if (focusDoc > 0) docBox.current?.focus();
  }, [focusDoc]);
  // The reader's own document (the text in the box, loaded or not), the one in use and the request typed survive a reload
  // and Back/Forward (kept.ts); the sample is never stored (null), nor the example request.
  // The form too (u28y A-A5): the request the results answer, the operation the reader opened and every value edited.
  const secretIds = useMemo(() => secretFieldIds(doc), [doc]);
  const work = useMemo((): ApiAssistantWork | null => {
    const sample = text === SAMPLE_OPENAPI;
    const form: KeptForm | null =
      asked === null || (asked === INITIAL_REQUEST && chosenKey === null && Object.keys(values).length === 0)
        ? null
        : // Secrets typed in the form or the request stay in memory only (s56 u-api F13, secrets.ts).
          {asked: requestWithoutSecrets(asked), chosen: chosenKey, values: withoutSecretValues(values, secretIds)};
    if (sample && loadedText === null && request === INITIAL_REQUEST && form === null) return null;
    return {
      document: sample ? null : text,
      ...(loadedText === text || (sample && loadedText === null) ? {} : {loaded: loadedText}),
      ...(request === INITIAL_REQUEST ? {} : {request: requestWithoutSecrets(request)}),
      ...(form ? {form} : {}),
    };
  }, [text, loadedText, request, asked, chosenKey, values, secretIds]);
  useEffect(() => {
    undoBase.current = undo ? JSON.stringify(work) : null;
    // Only when the held work changes: the work then is the work that replaced it.
  }, [undo]);
  // The work "Load the sample" replaced is kept beside it (u29s A21), so its Undo survives a reload and Back.
  // A box's text too long to keep with the rest is left out of the record, never the request and form with it (u30j A7).
  const fitted = useMemo(
    () => keptWithin(undo ? {...(work ?? {document: null}), replaced: undo.work, ...(undo.by === 'sample' ? {} : {replacedBy: undo.by})} : work),
    [work, undo],
  );
  const keptValue = fitted.value;
  // Each tab keeps its own record in its session storage (u29f A-6: two tabs wrote one record, and the last save
  // replaced the other tab's document, request and form). The shared local-storage record is written too, and read only
  // by a tab that started without a record of its own. Whether it did is read once, before either record is saved.
  const startedWithTab = useRef<boolean | null>(null);
  const keptModule = useRef<KeptModule | null>(null);
  const loaders = useMemo(() => {
    const loaded = () =>
      import('./kept').then((m) => {
        keptModule.current = m;
        startedWithTab.current ??= tabHasRecord(m.API_ASSISTANT_TAB.key);
        return m;
      });
    return {shared: () => loaded().then((m) => m.API_ASSISTANT_KEPT), tab: () => loaded().then((m) => m.API_ASSISTANT_TAB)};
  }, []);
  // The tab's record is written even for the sample ({document: null}), so a reload of this tab never takes another's.
  const tabKept = useKept(loaders.tab, keptValue ?? {document: null}, restoreKept);
  const [startedShared, setStartedShared] = useState(false);
  const sharedKept = useKept(loaders.shared, keptValue, (data) => {
    if (startedWithTab.current) return;
    setStartedShared(true);
    restoreKept(data);
  });
  const kept = {
    ...sharedKept,
    restored: tabKept.restored || startedShared,
    failure: sharedKept.failure ?? tabKept.failure,
    unreadable: sharedKept.unreadable ?? tabKept.unreadable,
    // "Forget it" removes both records; the shared one's copy is offered back (Undo, src/demos/kit/useKept.ts).
    forget: (options?: {undo?: boolean; reset?: boolean}) => {
      tabKept.forget({undo: false});
      sharedKept.forget(options);
    },
    undoForget: (apply?: (data: ApiAssistantKept) => void) => sharedKept.undoForget(apply ?? restore),
  };
  // Another tab saved work with another document in use: said here, with a button to open it; never applied on its own.
  const [otherTab, setOtherTab] = useState<{title: string; data: ApiAssistantKept} | null>(null);
  const mineRef = useRef(keptValue);
  mineRef.current = keptValue;
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const m = keptModule.current;
      if (!m || event.key !== m.API_ASSISTANT_KEPT.key) return;
      void import('@site/src/demos/kit/persist').then((persist) => {
        const theirs = persist.loadKept(m.API_ASSISTANT_KEPT).data;
        const other = m.otherTabWork(theirs, mineRef.current);
        if (!other) {
          setOtherTab(null);
          return;
        }
        const parsed = other.document === null ? null : parseOpenApi(other.document);
        const title = other.document === null ? 'the sample' : parsed?.ok ? `“${parsed.doc.title}”` : 'a document that does not load';
        setOtherTab({title, data: theirs ?? {document: null}});
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const index = useMemo(() => (doc ? indexOperations(doc) : null), [doc]);
  // The page's whole reading of the request (assist.ts): what the reader says not to do is left out of the ranking
  // ("do not delete anything, just show…"); typing slips and synonyms the API does not use are read as its own words
  // ("cancle my bookng" → cancel, booking), and said. Operations that share too few of the request's words, only the
  // API's common nouns, or change data the request does not ask to change are weak matches (operationMatch): listed,
  // never preselected. Listed best first (u28s S-C3). Values the request names that a field takes are filled; fields
  // left empty although the request names a value get a note why. The reader's own pick and edits win.
  const result = useMemo(() => (doc && index ? assist(doc, asked ?? '', chosenKey, index) : null), [doc, index, asked, chosenKey]);
  const fixes = result?.fixes ?? [];
  const ranked = result?.ranked ?? [];
  const judged = result?.judged ?? [];
  const goodKeys = result?.goodKeys ?? new Set<string>();
  const listed = result?.listed ?? [];
  const weakReason = result?.weakReason ?? 'words';
  const chosen: Operation | null = result?.chosen ?? null;
  const fields = result?.fields ?? [];
  const filled = result?.filled ?? new Map<string, FilledValue>();
  const fillNotes = result?.notes ?? [];
  const notesShown = fillNotes.filter((n) => values[n.id] === undefined);
  const valueOf = (f: Field) => values[f.id] ?? filled.get(f.id)?.value ?? '';
  const filledShown = fields.filter((f) => values[f.id] === undefined && filled.has(f.id));
  // Words of the request no field took, named, never "names no value that clearly belongs" (s56 w-api F6).
  const unread = chosen && result ? unreadWords(result.wanted, chosen, filled.values(), fillNotes) : [];
  // Hints name the loaded API's own resources ("book, loan, member"), never the sample's.
  const nouns = useMemo(() => (doc ? apiNouns(doc, 3) : []), [doc]);
  const tryWords = nouns.length ? ` (${nouns.join(', ')})` : '';

  function load(source: string, origin: string): ApiDocument | null {
    const result = parseOpenApi(source);
    if (!result.ok) {
      setDocError(result.error);
      setDocNote('');
      return null;
    }
    setDocError(null);
    setOtherTab(null);
    setDoc(result.doc);
    setLoadedText(source === SAMPLE_OPENAPI ? null : source);
    setChosenKey(null);
    setValues({});
    setEdits({});
    setEmptyAsk(false);
    setUndo(null);
    setBuilt(null);
    // Results and messages belong to the document they were asked of: the new one starts unasked. The sample's example
    // request is cleared from the box for another document; a request the reader typed stays.
    setAsked(null);
    if (source !== SAMPLE_OPENAPI) setRequest((r) => (r === INITIAL_REQUEST ? '' : r));
    setDocNote(`Loaded ${origin} "${result.doc.title}" ${result.doc.version}: ${countOf(result.doc.operations.length, 'operation')}.${result.doc.serverNote ? ` ${result.doc.serverNote}` : ''}${repeatedIdsNote(result.doc) ? ` ${repeatedIdsNote(result.doc)}` : ''}`);
    return result.doc;
  }

  /** After a reload: the document that was in use goes back into use, and the box gets the text it held, loaded or not. */
  function restore(data: ApiAssistantKept | ApiAssistantWork) {
    const inUse = data.loaded === undefined ? data.document : data.loaded;
    const inUseDoc = inUse === null ? null : load(inUse, 'your document kept in this browser:');
    const loaded = inUseDoc !== null;
    const docNow = inUseDoc ?? load(SAMPLE_OPENAPI, 'sample');
    if (data.request !== undefined) setRequest(data.request);
    // The work the sample replaced, kept beside it: its Undo is offered again (u29s A21).
    if ('replaced' in data && data.replaced) setUndo({work: data.replaced, edits: {}, by: data.replacedBy ?? 'sample'});
    // The form as the reader left it (A-A5): the request it answers, the operation opened and the values edited.
    if (data.form && docNow) {
      const form = restoredForm(docNow, data.form);
      setAsked(form.asked);
      setChosenKey(form.chosen);
      setValues(form.values);
    }
    if (data.document === null) {
      setText(SAMPLE_OPENAPI);
      return;
    }
    setText(data.document);
    if (loaded && data.document === inUse) return;
    // An emptied box is no error once the kept document is in use again (u28n U9: a stale "The document is empty" beside it).
    if (!data.document.trim()) {
      setDocNote((note) => `${note} The box is empty; paste or upload another document to replace it.`);
      return;
    }
    // The box holds an edit that was not loaded: say whether it would load, and which document is in use.
    const edited = parseOpenApi(data.document);
    if (!edited.ok) setDocError(edited.error);
    else setDocNote('The text in the box has changes that are not loaded yet; press Load document to use them.');
  }

  /**
   * Work kept from an earlier visit, restored once the browser is idle: a box the reader has already typed or pasted into
   * keeps its text (UAA-13). The kept document goes back into use and the typed text stays in the box as an edit not
   * loaded yet (restore says so); a typed request stays in its box.
   */
  const keptArrived = useRef(false);
  function restoreKept(data: ApiAssistantKept) {
    const first = !keptArrived.current;
    keptArrived.current = true;
    if (!first || (!touched.current.text && !touched.current.request)) {
      restore(data);
      return;
    }
    const inUse = data.loaded === undefined ? data.document : data.loaded;
    restore({
      ...data,
      ...(touched.current.text ? {document: sameText(text, SAMPLE_OPENAPI) ? null : text, loaded: inUse} : {}),
      ...(touched.current.request ? {request} : {}),
    });
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Judged by content, not the name (u28i U3): a PDF or an image never goes into the box.
    // A file too large to load is judged by its start only, then refused for its size.
    const tooLarge = file.size > MAX_DOCUMENT_CHARS * 4;
    const read = readTextFile(await fileBytes(tooLarge ? file.slice(0, 8_192) : file));
    if (read.binary !== null) {
      setDocError({kind: 'file', message: `${file.name} is not a JSON or YAML file: it looks like ${read.binary}. Upload an OpenAPI 3 document saved as .json, .yaml or .yml.`});
      return;
    }
    if (tooLarge) {
      setDocError({kind: 'size', message: `The file ${file.name} is too large (${file.size.toLocaleString('en-US')} bytes); the limit is ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')} characters.`});
      return;
    }
    const content = read.text;
    // An empty file is refused like any other bad file (issue 28, u31b F9): the box, its unsaved edit and the document in
    // use stay as they were, and there is nothing to undo.
    if (content.trim() === '') {
      setDocError({kind: 'file', message: `${file.name} is empty: there is no document in it to load.`});
      return;
    }
    if (content.length > MAX_DOCUMENT_CHARS) {
      setDocError({kind: 'size', message: `The file ${file.name} has ${content.length.toLocaleString('en-US')} characters; the limit is ${MAX_DOCUMENT_CHARS.toLocaleString('en-US')}. The document in the box is unchanged.`});
      return;
    }
    const held = heldFor('file', content);
    // What is on screen now, held for a file that does not load (issue 28, u32e F1): its Undo brings back only the box's
    // text. An earlier load's Undo is not kept for it, since pressing that would throw away the request and form made since.
    const boxHeld: Replaced | null = work ? {work, edits, by: 'file'} : null;
    setText(content);
    // A file that does not load still replaces the box's text: an edit of the reader's there is held too.
    if (load(content, `file ${file.name}:`) || !undo) setUndo(held);
    else if (boxHeld) setUndo(boxHeld);
  }

  function onFind(event: FormEvent) {
    event.preventDefault();
    // An empty request gets its message and changes nothing else (u29b A-7): the results and the form stay.
    if (!request.trim()) {
      setEmptyAsk(true);
      return;
    }
    setEmptyAsk(false);
    setAsked(request.trim());
    setChosenKey(null);
    setValues({});
    setEdits({});
    setBuilt(null);
  }

  /**
   * The work that loading `next` (null: the sample; or another tab's work) replaces, held for Undo (u29b A-8, u30j A9);
   * null when nothing of the reader's is lost. A document of the reader's already held stays held when only work on the
   * sample is replaced. The sample and another tab's work replace the request too, so any work of the reader's is held; a
   * file or the box's own document keep the request, so only a document of the reader's or a form they edited is.
   */
  function heldFor(by: ReplacedBy, next: string | null): Replaced | null {
    const mine = text !== SAMPLE_OPENAPI || loadedText !== null;
    // Work unchanged since it replaced the held work (another tab's work opened twice) is no work of the reader's.
    if (undo && (!mine || JSON.stringify(work) === undoBase.current)) return {...undo, by};
    if (!work) return null;
    const formEdited = chosenKey !== null || Object.keys(values).length > 0 || Object.keys(edits).length > 0;
    const lost = by === 'sample' || by === 'tab' || formEdited || (loadedText !== null && loadedText !== next) || (text !== SAMPLE_OPENAPI && text !== next);
    return lost ? {work, edits, by} : null;
  }

  /** "Load document": the box's text goes into use; a form the reader edited or their other document is held for Undo (u30j A9). */
  function loadTheBox() {
    const held = heldFor('document', text);
    if (load(text, 'document')) setUndo(held);
  }

  /** "Load the sample": the reader's document, request and form are replaced, and held for Undo (u29b A-8). */
  function loadTheSample() {
    const snapshot = heldFor('sample', null);
    setText(SAMPLE_OPENAPI);
    load(SAMPLE_OPENAPI, 'sample');
    setUndo(snapshot);
  }

  /** "Open that tab's work here": this tab's document, request and form are replaced, and held for Undo (u30j A9). */
  function openOtherTab(data: ApiAssistantKept) {
    const snapshot = heldFor('tab', inUseOf(data));
    // That tab's own held work stays with that tab: Undo here brings back this tab's work.
    const theirs: ApiAssistantKept = {...data};
    delete theirs.replaced;
    delete theirs.replacedBy;
    restore(theirs);
    setUndo(snapshot);
    setOtherTab(null);
    setFocusDoc((n) => n + 1);
  }

  /**
   * Whether only the box's text was replaced (issue 28, u31d F8): an uploaded file that did not load leaves the document
   * in use, the request and the form as they were, so the notice names the box's text alone.
   */
  function boxOnly(u: Replaced): boolean {
    return u.by === 'file' && inUseOf(u.work) === loadedText;
  }

  function undoSample() {
    if (!undo) return;
    const what = boxOnly(undo) ? 'the text in the box' : heldWhat(undo.work);
    // Undo of "Load document" puts back the document that was in use, in the box too (s54 t-api F8: the box kept the
    // undone document, so it showed one document while another was in use, and Load document silently did it again).
    // After any other replacement the box gets back the text it held, loaded or not: that text was replaced.
    restore(undo.by === 'document' ? inUseInBox(undo.work) : undo.work);
    setRequest(undo.work.request ?? INITIAL_REQUEST);
    setEdits(undo.edits);
    setDocNote(`Undone: ${what} ${what.includes(' and ') ? 'are' : 'is'} back.`);
    setUndo(null);
    setFocusDoc((n) => n + 1);
  }

  function onBuild(event: FormEvent) {
    event.preventDefault();
    if (doc && chosen) setBuilt(buildRequest(doc, chosen, Object.fromEntries(fields.map((f) => [f.id, valueOf(f)])), fillNotes.find((n) => n.change)?.id));
  }

  const errors = built && !built.ok ? built.errors : {};

  return (
    <section className={styles.demo} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Try the API assistant</h3>
      <h4>1. The API description</h4>
      <div className={styles.field}>
        <label htmlFor={`${id}-doc`}>OpenAPI 3 document (JSON or YAML)</label>
        <textarea
          id={`${id}-doc`}
          ref={docBox}
          className={styles.textarea}
          rows={12}
          name={DOC_NAME}
          value={text}
          onChange={(e) => changeText(e.target.value)}
          spellCheck={false}
        />
        {inserting !== null && (
          <span className={styles.muted} role="status">
            Putting {inserting.toLocaleString('en-US')} characters into the box: the page may pause for a few seconds.
          </span>
        )}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.button} onClick={loadTheBox}>
          Load document
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={loadTheSample}>
          Load the sample
        </button>
        <button type="button" className={styles.secondary} onClick={() => fileInput.current?.click()}>
          Upload a file
        </button>
        <input ref={fileInput} hidden aria-label="OpenAPI file to upload" type="file" accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml" onChange={(e) => void onFile(e)} />
      </div>
      <div role="status" aria-live="polite">
        {docError && (
          <p className={styles.error}>
            {docError.message}
            {doc
              ? docError.kind === 'file'
                ? ` The text in the box is unchanged, and the document in use is still “${doc.title}” ${doc.version}.`
                : ` The document in use is still “${doc.title}” ${doc.version}; the text in the box is not loaded.`
              : ''}
          </p>
        )}
        {!docError && docNote && <p className={styles.notice}>{docNote}</p>}
        {fitted.left !== null && (
          <p className={styles.notice}>
            The text in the box ({fitted.left.toLocaleString('en-US')} characters) is too long to keep in this browser, so after a reload the box holds the document in use instead; your request and form are kept.
          </p>
        )}
        {fitted.leftHeld !== null && (
          <p className={styles.notice}>
            The text that was in the box before ({fitted.leftHeld.toLocaleString('en-US')} characters) is too long to keep in this browser, so after a reload Undo brings back the document that was in use with it; the request and form are kept.
          </p>
        )}
        {undo && (
          <p className={styles.notice}>
            {boxOnly(undo)
              ? `${capitalized(replacedBySays(undo.by))} replaced the text in the box, which is kept beside it until you load another document; the document in use, your request and form are unchanged.`
              : `${capitalized(replacedBySays(undo.by))} replaced ${heldWhat(undo.work)}, kept beside it until you load another document.`}{' '}
            <button type="button" className={styles.secondary} onClick={undoSample}>
              Undo
            </button>
          </p>
        )}
      </div>
      {otherTab && (
        <p className={styles.notice} role="status">
          Another tab of this page now uses {otherTab.title}. This tab keeps its own document, request and form.{' '}
          <button
            type="button"
            className={styles.secondary}
            onClick={() => openOtherTab(otherTab.data)}>
            Open that tab’s work here
          </button>{' '}
          <button type="button" className={styles.secondary} onClick={() => setOtherTab(null)}>
            Keep mine
          </button>
        </p>
      )}
      <KeptNote kept={kept} fileName="openapi-document.txt" onForget={() => {
        // The page as it starts: the sample, its example request and its results (u29s A13: the request stayed and was kept again).
        setText(SAMPLE_OPENAPI);
        load(SAMPLE_OPENAPI, 'sample');
        setRequest(INITIAL_REQUEST);
        setAsked(INITIAL_REQUEST);
      }} />
      {doc && (
        <p className={styles.muted}>
          In use: {doc.title} {doc.version}, {countOf(doc.operations.length, 'operation')}, server {doc.serverUrl}.
        </p>
      )}

      {doc && (
        // method="dialog": Enter before the page's JavaScript has loaded does nothing (a form outside a dialog is not
        // submitted), so the page is not reloaded and what was typed stays for hydration to read (u30j A7).
        <form method="dialog" onSubmit={onFind}>
          <h4>2. What do you want to do?</h4>
          <div className={styles.field}>
            <label htmlFor={`${id}-req`}>Describe it in plain words</label>
            <input
              id={`${id}-req`}
              className={styles.input}
              name={REQUEST_NAME}
              value={request}
              onChange={(e) => {
                touched.current.request = true;
                setRequest(e.target.value);
                setEmptyAsk(false);
              }}
            />
            {requestWithoutSecrets(request) !== request && (
              <span className={styles.muted}>Your request names a password, key or token: its value is kept in this tab's memory only and is left out of what this browser keeps, so after a reload the request comes back without it.</span>
            )}
          </div>
          <button type="submit" className={styles.button}>
            Find operations
          </button>
        </form>
      )}

      {doc && (
        <div aria-live="polite">
          {emptyAsk && asked !== null && (
            <p className={styles.error}>
              Describe what you want to do first{doc.operations.find((o) => o.summary) ? `, for example “${doc.operations.find((o) => o.summary)?.summary.toLowerCase()}”` : ''}. The results below are still those for “{asked}”.
            </p>
          )}
          {emptyAsk && asked === null ? (
            <p className={styles.error}>
              Describe what you want to do first{doc.operations.find((o) => o.summary) ? `, for example “${doc.operations.find((o) => o.summary)?.summary.toLowerCase()}”` : ''}.
            </p>
          ) : asked === null ? (
            <p className={styles.muted}>Describe what you want to do with “{doc.title}” and press Find operations.</p>
          ) : !asked ? (
            <p className={styles.error}>
              Describe what you want to do first{doc.operations.find((o) => o.summary) ? `, for example “${doc.operations.find((o) => o.summary)?.summary.toLowerCase()}”` : ''}.
            </p>
          ) : result?.withdrawn ? (
            <p className={styles.notice}>
              Read “{result.withdrawn}” at the end of your request as taking it back, so no operation is chosen. Describe what you want to do instead.
            </p>
          ) : ranked.length === 0 ? (
            <p className={styles.error}>No operation matches &quot;{asked}&quot;. Try other words, such as a noun from the API{tryWords}.</p>
          ) : (
            <fieldset className={styles.panel}>
              <legend className={styles.label}>{goodKeys.size === 0 ? 'Closest operations (weak matches)' : 'Matching operations, best first'}</legend>
              {fixes.length > 0 && <p className={styles.muted}>Read {fixes.map(([from, to]) => `“${from}” as “${to}”`).join(', ')}.</p>}
              <p className={styles.muted}>
                Listed best first: good matches, then operations whose action is the verb your request starts with, then the others, each group by score. Operations marked “changes data” are never chosen for you unless your request names their action and the thing they act on.
              </p>
              {goodKeys.size === 0 && (
                <p className={styles.notice}>
                  No good match for &quot;{asked}&quot;: no operation clearly matches it (
                  {weakReason === 'common'
                    ? 'the only words it shares with them are ones most operations of this API contain'
                    : weakReason === 'action'
                      ? 'the closest one changes data, and your request does not name that change'
                      : weakReason === 'read'
                        ? 'your request asks to change something, and the closest one only reads data'
                        : weakReason === 'question'
                          ? 'your request asks a question, and the closest one changes data, which would not answer it'
                          : weakReason === 'object' && judged[0]?.object
                            ? `no operation does that to ${withArticle(judged[0].object.asked)}: the closest one changes data on ${withArticle(judged[0].object.own)}`
                            : weakReason === 'bulk'
                            ? 'your request asks to change several at once, and the closest one changes one item at a time, by the id you name'
                            : weakReason === 'look'
                            ? 'your request asks to see data, and the closest one changes data'
                            : weakReason === 'tie'
                              ? 'two or more of them fit it equally well, and choosing one would be a guess'
                              : weakReason === 'existing' && judged.find((j) => j.item)?.item
                              ? `your request names ${judged.find((j) => j.item)?.item ?? ''}, which already exists, and the closest one creates a new one`
                              : weakReason === 'verb'
                                ? `this assistant does not know the word “${judged.find((j) => j.word)?.word ?? ''}”, which stands where the action would be, so what to do is unclear`
                                : 'no operation shares most of its words'}
                  ), so none is chosen for you. Read the closest ones below before you pick one, or try words from the API{tryWords}.
                </p>
              )}
              {listed.map(({ranked: r, good}) => (
                <div key={r.operation.key}>
                  <input
                    type="radio"
                    id={stableId(id, 'op', r.operation.key)}
                    name={`${id}-op`}
                    checked={chosen?.key === r.operation.key}
                    onChange={() => {
                      // The edits on the operation left are kept, and the ones on this one come back (u29b A-6).
                      const next = switchOperation(edits, chosen?.key ?? null, values, r.operation.key);
                      setEdits(next.edits);
                      setChosenKey(r.operation.key);
                      setValues(next.values);
                      setBuilt(null);
                    }}
                  />{' '}
                  <label htmlFor={stableId(id, 'op', r.operation.key)}>
                    <code>{r.operation.key}</code> {r.operation.summary || r.operation.operationId}{' '}
                    {!SAFE_METHODS.has(r.operation.method) && <strong>(changes data)</strong>}{' '}
                    <span className={styles.muted}>
                      ({goodKeys.size > 0 && !good ? 'weak match; ' : ''}score {r.score.toFixed(2)}; matched {r.terms.join(', ')})
                    </span>
                  </label>
                </div>
              ))}
            </fieldset>
          )}
        </div>
      )}

      {doc && chosen && ranked.length > 0 && (
        <form method="dialog" onSubmit={onBuild} noValidate>
          <h4>
            3. Fill in <code>{chosen.operationId}</code>
            {sameOperationId(doc, chosen).length > 0 && (
              <>
                {' '}
                (<code>{chosen.key}</code>)
              </>
            )}
          </h4>
          {sameOperationId(doc, chosen).length > 0 && (
            <p className={styles.notice}>
              The document gives the operationId “{chosen.operationId}” to {sameOperationId(doc, chosen).map((o) => o.key).join(' and ')} too, and OpenAPI requires it to be unique; this form is for <code>{chosen.key}</code>, the one chosen above.
            </p>
          )}
          {chosen.server && (
            <p className={styles.muted}>
              This operation goes to its own server, {chosen.server.url}, named by {chosen.server.from === 'operation' ? 'the operation' : 'its path'} in the document: OpenAPI says it replaces the document's server ({doc.serverUrl}) for this operation.
              {chosen.server.note ? ` ${chosen.server.note}` : ''}
            </p>
          )}
          {readOnlyLeftOut(chosen).length > 0 && (
            <p className={styles.muted}>
              Not in the form: {readOnlyLeftOut(chosen).join(', ')}, which the document marks read-only: set by the server, so OpenAPI says a request does not send {readOnlyLeftOut(chosen).length === 1 ? 'it' : 'them'}.
            </p>
          )}
          {chosen.description && <p>{chosen.description}</p>}
          {fields.length === 0 ? <p>{chosen.unsupported?.length ? 'This operation takes no input this demo can fill in.' : 'This operation takes no input.'}</p> : null}
          {chosen.unsupported?.length ? (
            <ul className={styles.notice} aria-label="What this demo does not send">
              {chosen.unsupported.map((note) => (
                <li key={note}>{note}.</li>
              ))}
            </ul>
          ) : null}
          {filledShown.length > 0 && (
            <p className={styles.notice}>
              Filled from your request: {filledShown.map((f) => `${f.label} = “${filled.get(f.id)?.value}”`).join(', ')}. Check them before you build the request; the
              other fields are empty{unread.length ? '.' : ' because your request names no value that clearly belongs in them.'}
            </p>
          )}
          {unread.length > 0 && (
            <p className={styles.notice} data-unread="">
              Not read into any field: {unread.map((w) => `“${w}”`).join(', ')}. If your request means {unread.length === 1 ? 'it' : 'one of them'} as a value (a filter, for example), type it into its field; otherwise the request is
              built without {unread.length === 1 ? 'it' : 'them'}.
            </p>
          )}
          {/* Notes on fields left empty, then notes on fields filled (u28y: "filled with the other allowed values" is no value left out). */}
          {[false, true].map((done) => {
            const group = notesShown.filter((n) => filled.has(n.id) === done);
            return group.length > 0 && (
              <ul key={String(done)} className={styles.notice} aria-label={done ? 'Notes on values filled in' : 'Values not filled in'}>
                {group.map((n) => (
                  <li key={n.id}>
                    {n.note.charAt(0).toUpperCase()}
                    {n.note.slice(1)}.
                  </li>
                ))}
              </ul>
            );
          })}
          <div className={styles.grid}>
            {fields.map((f) => (
              <FieldInput
                key={`${chosen.key}-${f.id}`}
                field={f}
                value={valueOf(f)}
                error={errors[f.id]}
                fromRequest={values[f.id] === undefined ? filled.get(f.id)?.found : undefined}
                onChange={(v) => setValues((all) => ({...all, [f.id]: v}))}
              />
            ))}
          </div>
          <button type="submit" className={styles.button}>
            Build request
          </button>
        </form>
      )}

      <div role="status" aria-live="polite">
        {built && !built.ok && <p className={styles.error}>{Object.keys(built.errors).length === 1 ? '1 field needs' : `${countOf(Object.keys(built.errors).length, 'field')} need`} attention: {Object.values(built.errors).join('; ')}.</p>}
        {built && built.ok && (
          <p className={styles.notice}>
            {chosen?.unsupported?.length
              ? 'Request built without what the notes above say this demo does not send, so the service will not accept it as it is. Nothing was sent.'
              : 'Request built. Nothing was sent.'}
          </p>
        )}
        {built && built.ok && built.notes?.length ? (
          <ul className={styles.notice} aria-label="Check before you use it">
            {built.notes.map((note) => (
              <li key={note}>Check: {note}.</li>
            ))}
          </ul>
        ) : null}
      </div>
      {built && built.ok && (
        <div className={styles.panel}>
          <h4>The request as curl</h4>
          <pre className={styles.output} role="region" aria-label="curl command" tabIndex={0}>
            {toCurl(built.request)}
          </pre>
          <h4>The request as fetch (Node code)</h4>
          <pre className={styles.output} role="region" aria-label="fetch code" tabIndex={0}>
            {toFetch(built.request)}
          </pre>
        </div>
      )}
    </section>
  );
}
