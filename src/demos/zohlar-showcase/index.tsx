/**
 * The Zohlar showcase: one workspace over a shared document set with a guided tour (tour.ts),
 * composing the Document Q&A and Simple Chat demos. Imported by its page in demo-room/zohlar-
 * showcase.mdx; besides the kit it may import the other demos it shows; it may import
 * src/demos/kit and src/retrieval, nothing from src/components, src/learning-tools, src/theme or
 * src/pages.
 */
import {useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import Link from '@docusaurus/Link';
import routes from '@generated/routes?tree';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {checkText} from '@site/src/demos/kit/files';
import type {ModelConfig} from '@site/src/demos/kit/llm';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import {useKept} from '@site/src/demos/kit/useKept';
import styles from '@site/src/demos/kit/components/kit.module.css';
import DocumentQa from '../document-qa';
import SimpleChat from '../simple-chat';
import {moveStep, TOUR, type TourTarget} from './tour';
import {distinctTitles, plainTables, restoredTitles, titleProblem, type ZohlarDocument, type ZohlarRemoval} from './kept';
import local from './styles.module.css';

/** The other demos, in the order the Demo Room presents them; only those built into the site are shown. */
export const DEMO_ENTRIES: ReadonlyArray<{slug: string; title: string; summary: string}> = [
  {slug: 'document-qa', title: 'Document Q&A', summary: 'Your own document or this guide, with cited passages.'},
  {slug: 'simple-chat', title: 'Simple Chat', summary: 'Streaming chat over the guide, with cited passages.'},
  {slug: 'task-automation', title: 'Task Automation', summary: 'Inbox triage with a human approval queue.'},
  {slug: 'universal-api-assistant', title: 'Universal API Assistant', summary: 'Plain requests to validated API calls.'},
  {slug: 'virtual-workplace-assistant', title: 'Virtual Workplace Assistant', summary: 'Meeting notes to actions and follow-ups.'},
  {slug: 'zoho-copilot', title: 'Zoho Copilot', summary: 'Questions over CRM records, with the query it would run.'},
];

/** This tab's session storage: "chat" while the reader is in Chat (u32a F11); nothing while in Ask. */
export const TAB_KEY = 'cap-demo:zohlar:tab';

const loadKeptSpec = () => import('./kept').then((m) => m.ZOHLAR_KEPT);
const loadDraftSpec = () => import('./kept').then((m) => m.ZOHLAR_DRAFT);
const loadUndoSpec = () => import('./kept').then((m) => m.ZOHLAR_UNDO);

type RouteNode = {readonly path?: string; readonly routes?: readonly RouteNode[]};

/**
 * Every route path of the site: the whole generated route table as data (`?tree`), the same on
 * the server and in the browser, where it comes with this demo's code. Not `@generated/routes`
 * nor the docs plugin's global data: the browser has only the first page's routes and doc entries
 * until the first client-side navigation (src/docusaurus-patches/routeChunks, docsGlobalData).
 */
function routePaths(list: readonly RouteNode[]): string[] {
  return list.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.routes ?? [])]);
}

function useExistingDemoPaths(): Set<string> {
  return useMemo(() => new Set(routePaths(routes as readonly RouteNode[]).filter((path) => path.startsWith('/demo-room/'))), []);
}

/** Zohlar: one CAP showcase workspace over a shared document set, with Q&A, chat and the other demos. */
export default function ZohlarShowcase(): ReactNode {
  const id = stableId('zohlar');
  const [extra, setExtra] = useState<ZohlarDocument[]>([]);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  /** Why Add refused, and the field to fix: focus goes there, marked invalid and tied to the message (u30f F8). */
  const [addProblem, setAddProblem] = useState<{message: string; field: 'title' | 'text' | 'both'} | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [model, setModel] = useState<ModelConfig | null>(null);
  const [tab, setTabState] = useState<'ask' | 'chat'>('ask');
  // The part the reader was in (Ask or Chat) comes back after a reload or Back (u32a F11): this tab's session
  // storage, read after mount so the server HTML and the first render stay on Ask.
  const setTab = (next: 'ask' | 'chat') => {
    setTabState(next);
    try {
      if (next === 'chat') window.sessionStorage.setItem(TAB_KEY, 'chat');
      else window.sessionStorage.removeItem(TAB_KEY);
    } catch {
      // Blocked storage: the tab still switches; a reload opens on Ask.
    }
  };
  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(TAB_KEY) === 'chat') setTabState('chat');
    } catch {
      // Blocked storage: open on Ask.
    }
  }, []);
  const [step, setStep] = useState<number | null>(null);
  /** The region "Show me" moved to: the tour's controls are repeated just above it (u29k Z-2). */
  const [shown, setShown] = useState<TourTarget | null>(null);
  const regions = useRef<Partial<Record<TourTarget, HTMLElement | null>>>({});
  // Keyboard focus follows the tour (u28s S-D3): a step the reader opens gets it (the button pressed may
  // be gone: Start, Next on the last step, Previous disabled on the first), ending it returns it to Start.
  const stepLabel = useRef<HTMLParagraphElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  const moveTo = (next: number | null) => {
    moved.current = true;
    setShown(null);
    setStep(next);
  };
  const returnBar = useRef<HTMLDivElement>(null);
  const backToTour = () => {
    setShown(null);
    stepLabel.current?.scrollIntoView({block: 'start'});
    stepLabel.current?.focus({preventScroll: true});
  };
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    (step === null ? startButton.current : stepLabel.current)?.focus();
  }, [step]);
  const existing = useExistingDemoPaths();

  // The documents the reader added survive a reload (kept.ts), and join those other tabs of the
  // workspace add (Z-8: each save merges with the stored list; another tab's save updates this list).
  // A document added before the kept ones came back stays (Z-9).
  // Once the kept list has come back, a merged list (another tab's save) is the whole list: a document
  // another tab removed stays removed here (u29k Z-6, Remove in one tab).
  const keptRead = useRef(false);
  const kept = useKept(
    loadKeptSpec,
    useMemo(() => (extra.length ? {documents: extra} : null), [extra]),
    (data) => setExtra((now) => (keptRead.current ? data.documents : [...data.documents, ...now.filter((d) => !data.documents.some((k) => k.id === d.id))])),
    () => setExtra([]),
  );
  useEffect(() => {
    if (kept.spec) keptRead.current = true;
  }, [kept.spec]);
  // The removals' Undo below brings back what "Forget it" removed, so the kit's own offer is not made twice.
  const keptForForget = {...kept, forget: (options?: {reset?: boolean}) => kept.forget({...options, undo: false})};
  // So does a document half typed in the form, in this tab's session storage, until it is added (Z-A4).
  const draft = useKept(
    loadDraftSpec,
    useMemo(() => (title || text ? {title, text} : null), [title, text]),
    (data) => {
      setTitle((now) => now || data.title);
      setText((now) => now || data.text);
    },
  );
  // What the reader removed, newest last, until undone: kept in this tab's session storage, so Undo
  // still works after a reload of the tab (u29k Z-6).
  const [removals, setRemovals] = useState<ZohlarRemoval[]>([]);
  const undoKept = useKept(
    loadUndoSpec,
    useMemo(() => (removals.length ? {removals} : null), [removals]),
    (data) => setRemovals((now) => [...data.removals, ...now]),
  );
  const undoButton = useRef<HTMLButtonElement>(null);
  const documentsRegion = useRef<HTMLElement | null>(null);
  const focusAfter = useRef<'undo' | 'documents' | null>(null);
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === 'undo') undoButton.current?.focus();
    else if (target === 'documents') documentsRegion.current?.focus();
  }, [removals]);
  const remove = (gone: readonly SourceDocument[], all: boolean) => {
    if (gone.length === 0) return;
    const ids = new Set(gone.map((d) => d.id));
    setExtra((docs) => docs.filter((d) => !ids.has(d.id)));
    setRemovals((now) => [...now, {documents: [...gone], all}]);
    focusAfter.current = 'undo';
  };
  const undo = () => {
    const last = removals[removals.length - 1];
    if (!last) return;
    // A title the reader has used again since the removal stays with the newer document: the one brought back is numbered, and the list says why (u30y F5).
    const back = restoredTitles(
      last.documents.filter((d) => !extra.some((k) => k.id === d.id)),
      [...SAMPLE_DOCUMENTS, ...extra],
    );
    setExtra((docs) => [...docs, ...back.documents.filter((d) => !docs.some((k) => k.id === d.id))]);
    setRemovals((now) => now.slice(0, -1));
    focusAfter.current = 'documents';
  };
  const lastRemoval = removals.length ? removals[removals.length - 1] : null;
  // No two documents share a title, so a citation names one source (u29k Z-3): the form refuses a
  // title in use, and a duplicate that still arrives (two tabs at once) is numbered.
  const titled = useMemo(() => distinctTitles([...SAMPLE_DOCUMENTS, ...extra]), [extra]);
  // What Ask and Chat read: an added document's Markdown tables as the guide writes its tables, without the
  // "| --- |" separator row, which the chat quoted as a row of data (u32a F9). The list and the kept copy keep the text as added.
  const documents = useMemo(
    () =>
      titled.map((d) => {
        if (SAMPLE_DOCUMENTS.some((sample) => sample.id === d.id)) return d;
        const text = plainTables(d.text);
        return text === d.text ? d : {...d, text};
      }),
    [titled],
  );
  const addedIds = useMemo(() => new Set(extra.map((d) => d.id)), [extra]);
  // Not ready until the documents the reader added have come back (Z-9): a question waits for them.
  const keptLoading = kept.spec === null;
  const workspace = useMemo(() => ({label: 'Workspace documents', documents, loading: keptLoading}), [documents, keptLoading]);
  const demos = DEMO_ENTRIES.filter((demo) => [...existing].some((path) => path.endsWith(`/demo-room/${demo.slug}`)));

  const add = (event: FormEvent) => {
    event.preventDefault();
    // Both fields empty: the message names both, and the cursor goes to the first, the title (u30y F8).
    if (!title.trim() && !text.trim()) {
      setAddProblem({message: 'The title and the text are empty. Give the document a title, then paste or type its text.', field: 'both'});
      titleRef.current?.focus();
      return;
    }
    const textIssue = checkText(text);
    const problem = textIssue ?? (title.trim() ? titleProblem(title, documents) : 'Give the document a title.');
    if (problem) {
      const field = textIssue ? 'text' : 'title';
      setAddProblem({message: problem, field});
      (field === 'text' ? textRef : titleRef).current?.focus();
      return;
    }
    setAddProblem(null);
    // An id no other tab makes, so the lists of two tabs merge (kept.ts).
    setExtra((docs) => [...docs, {id: `added-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`, title: title.trim(), text}]);
    setTitle('');
    setText('');
  };

  const go = (target: TourTarget) => {
    if (target === 'ask' || target === 'chat') setTab(target);
    setShown(target);
    // Wait for the tab switch and the tour's controls above the region to render, then bring both
    // into view; the keyboard goes to the question or message box of Ask and Chat, else to the region.
    setTimeout(() => {
      const el = regions.current[target];
      if (el) {
        (returnBar.current ?? el).scrollIntoView({block: 'start'});
        const box = target === 'ask' || target === 'chat' ? el.querySelector<HTMLElement>('input:not([type="file"]), textarea') : null;
        (box ?? el).focus({preventScroll: true});
        // The box the keyboard went to is shown above anything fixed over the bottom of the window (the privacy panel
        // reserves its height as the page's scroll-padding-bottom), even when that scrolls the tour controls off (u29p Z-6).
        if (box) box.scrollIntoView({block: 'nearest'});
      }
    }, 50);
  };
  /** The tour's controls, repeated above the region "Show me" moved to, so the reader need not scroll back (u29k Z-2). */
  const tourReturn = (target: TourTarget) =>
    shown === target && step !== null && current !== null ? (
      <div ref={returnBar} className={`${styles.row} ${local.tourReturn}`} role="group" aria-label="Tour controls">
        <span className={styles.hint}>
          Tour step {step + 1} of {TOUR.length}: {current.title}
        </span>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={backToTour}>
          Back to the tour
        </button>
        {step < TOUR.length - 1 ? (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => moveTo(moveStep(step, 1))}>
            Next step
          </button>
        ) : (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => moveTo(null)}>
            Finish the tour
          </button>
        )}
      </div>
    ) : null;

  const current = step === null ? null : TOUR[step];
  const ref = (target: TourTarget) => (el: HTMLElement | null) => {
    regions.current[target] = el;
  };

  return (
    <div className={local.workspace}>
      <section className={styles.demo} aria-label="Guided tour">
        {current === null || step === null ? (
          <div className={styles.row}>
            <p className={styles.hint} style={{flex: '1 1 20rem'}}>
              New here? A five-step tour shows how the workspace fits together.
            </p>
            <button type="button" className={styles.button} ref={startButton} onClick={() => moveTo(0)}>
              Start the tour
            </button>
          </div>
        ) : (
          <div aria-live="polite">
            <p className={`${styles.label} ${local.tourLabel}`} ref={stepLabel} tabIndex={-1}>
              Tour step {step + 1} of {TOUR.length}: {current.title}
            </p>
            <p>{current.body}</p>
            <div className={styles.row}>
              <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => moveTo(moveStep(step, -1))} disabled={step === 0}>
                Previous
              </button>
              <button type="button" className={styles.button} onClick={() => go(current.target)}>
                Show me
              </button>
              {step < TOUR.length - 1 ? (
                <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => moveTo(moveStep(step, 1))}>
                  Next
                </button>
              ) : null}
              <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => moveTo(null)}>
                End tour
              </button>
            </div>
          </div>
        )}
      </section>

      {tourReturn('documents')}
      <section
        className={styles.demo}
        aria-label="Shared documents"
        ref={(el) => {
          regions.current.documents = el;
          documentsRegion.current = el;
        }}
        tabIndex={-1}>
        <p className={styles.label}>Shared documents ({documents.length})</p>
        <ul className={local.documents}>
          {documents.map((doc) => {
            // A title numbered because an earlier document has it (two tabs adding one title): said, not done silently (u29x F8).
            const added = extra.find((d) => d.id === doc.id);
            return (
              <li key={doc.id}>
                {doc.title}
                {added?.removedAs && added.title.trim() === doc.title && documents.some((o) => o.id !== doc.id && o.title.trim().toLowerCase() === added.removedAs?.toLowerCase()) && (
                  <span className={styles.hint}> (brought back by Undo as “{doc.title}”: “{added.removedAs}” is now the title of a document you added after removing this one)</span>
                )}
                {added && added.title.trim() !== doc.title && <span className={styles.hint}> (added as “{added.title.trim()}”; numbered because a document added earlier has that title)</span>}
                {addedIds.has(doc.id) && (
                  <>
                    {' '}
                    <button
                      type="button"
                      className={`${styles.button} ${styles.secondary} ${local.remove}`}
                      aria-label={`Remove “${doc.title}”`}
                      onClick={() => remove(extra.filter((d) => d.id === doc.id), false)}>
                      Remove
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <div role="status">
          {lastRemoval && (
            <p className={styles.hint}>
              {lastRemoval.documents.length === 1 ? `Removed “${lastRemoval.documents[0].title}”` : `Removed ${lastRemoval.documents.length} documents`}; this tab can bring {lastRemoval.documents.length === 1 ? 'it' : 'them'} back until it closes.{' '}
              <button ref={undoButton} type="button" className={`${styles.button} ${styles.secondary}`} onClick={undo}>
                Undo
              </button>
            </p>
          )}
        </div>
        <KeptNote kept={undoKept} fileName="zohlar-removed-documents.txt" />
        {/* "Forget it" is a removal of every added document: its Undo is the removals' own (above), which outlasts other changes. */}
        <KeptNote kept={keptForForget} fileName="zohlar-documents.txt" onForget={() => {
            // "Forget it" starts the form's story over too: a refusal of the last Add no longer stands (u30y F8).
            setAddProblem(null);
            remove(extra, true);
          }} />
        <form onSubmit={add} noValidate>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-title`}>
              Title of a document to add
            </label>
            <input
              id={`${id}-title`}
              ref={titleRef}
              className={styles.input}
              value={title}
              aria-invalid={addProblem?.field === 'title' || addProblem?.field === 'both' ? true : undefined}
              aria-describedby={addProblem?.field === 'title' || addProblem?.field === 'both' ? `${id}-add-problem` : undefined}
              onChange={(event) => {
                setTitle(event.target.value);
                // The message goes with the edit that may fix it; Add checks again.
                if (addProblem?.field === 'title' || addProblem?.field === 'both') setAddProblem(null);
              }}
            />
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-text`}>
              Its text
            </label>
            <textarea
              id={`${id}-text`}
              ref={textRef}
              className={styles.textarea}
              value={text}
              aria-invalid={addProblem?.field === 'text' || addProblem?.field === 'both' ? true : undefined}
              aria-describedby={addProblem?.field === 'text' || addProblem?.field === 'both' ? `${id}-add-problem` : undefined}
              onChange={(event) => {
                setText(event.target.value);
                if (addProblem?.field === 'text' || addProblem?.field === 'both') setAddProblem(null);
              }}
            />
          </div>
          {/* A draft the browser cannot keep (storage full) or kept but unreadable: the kit's note says so, with its download (u30f F7). */}
          <KeptNote kept={draft} fileName="zohlar-document-draft.txt" />
          <button type="submit" className={styles.button}>
            Add to the workspace
          </button>
          {addProblem && (
            <p id={`${id}-add-problem`} className={styles.error} role="alert">
              {addProblem.message}
            </p>
          )}
        </form>
      </section>

      {tourReturn('model')}
      <div ref={ref('model')} tabIndex={-1} aria-label="Model settings" role="region">
        <ModelPanel value={model} onChange={setModel} keepAs="cap-demo:zohlar:model" />
      </div>

      <div className={local.tabs} role="group" aria-label="Workspace tools">
        <button type="button" aria-pressed={tab === 'ask'} className={`${styles.button} ${tab === 'ask' ? '' : styles.secondary}`} onClick={() => setTab('ask')}>
          Ask
        </button>
        <button type="button" aria-pressed={tab === 'chat'} className={`${styles.button} ${tab === 'chat' ? '' : styles.secondary}`} onClick={() => setTab('chat')}>
          Chat
        </button>
      </div>
      {/* Both tools stay mounted and the other one is hidden, so a question, its answer and a
          half-typed message survive switching tabs and following the tour. */}
      {tourReturn('ask')}
      <div ref={ref('ask')} tabIndex={-1} role="region" aria-label="Ask the documents" hidden={tab !== 'ask'}>
        <DocumentQa workspace={workspace} model={model} />
      </div>
      {tourReturn('chat')}
      <div ref={ref('chat')} tabIndex={-1} role="region" aria-label="Chat over the documents" hidden={tab !== 'chat'}>
        <SimpleChat workspace={workspace} model={model} storageKey="cap-demo:zohlar-chat:v1" />
      </div>

      {tourReturn('demos')}
      <section className={styles.demo} aria-label="Other demos" ref={ref('demos')} tabIndex={-1}>
        <p className={styles.label}>Open a demo on its own page</p>
        <ul className={local.cards}>
          {demos.map((demo) => (
            <li key={demo.slug} className={local.card}>
              <Link to={`/demo-room/${demo.slug}`}>{demo.title}</Link>
              <span className={styles.hint}>{demo.summary}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
