/**
 * The Simple Chat demo: a conversation streamed from an OpenAI-compatible endpoint, or offline
 * answers from the guide's passages; the component, its styles and the conversation store
 * (chatStore.ts) live here. Imported by its page in demo-room/simple-chat.mdx and by the Zohlar
 * showcase; it may import src/demos/kit and src/retrieval, nothing from src/components,
 * src/learning-tools, src/theme or src/pages.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {OWN_PAGE, searchConversation} from '@site/src/demos/simple-chat/search';
import {
  answeredTurns,
  chatSystemPrompt,
  completedReply,
  conversationJson,
  cutOff,
  acknowledgementReply,
  answerPlan,
  loadTurns,
  MAX_MESSAGE_CHARS,
  MODEL_SETTINGS_KEY,
  modelHistory,
  HISTORY_EXCHANGES,
  noPassageReply,
  offlineReply,
  retryPlan,
  saveTurns,
  STORAGE_KEY,
  searchHint,
  notInGuideLanguage,
  turnNote,
  unlistedWhy,
  type ChatTurn,
} from '@site/src/demos/simple-chat/chatStore';
import {groundedMessages} from '@site/src/demos/kit/grounding';
import {smallTalk, smallTalkReply} from '@site/src/demos/kit/match';
// The "No good match" text with where the words it names as lacking are (kit/noMatch.ts, u30y F7).
import {noGoodMatchWhy} from '@site/src/demos/kit/noMatch';
import {loadGuide, withQuotes} from '@site/src/demos/kit/guide';
import {LlmError, streamChat, type ModelConfig} from '@site/src/demos/kit/llm';
import {useRetriever} from '@site/src/demos/kit/useRetriever';
import {useKept} from '@site/src/demos/kit/useKept';
import MarkdownView from '@site/src/demos/kit/components/MarkdownView';
import CheckedAnswer from '@site/src/demos/kit/components/CheckedAnswer';
import {declinedLabel, declines} from '@site/src/demos/kit/refusal';
import {checkedText} from '@site/src/demos/kit/support';
import PassageList from '@site/src/demos/kit/components/PassageList';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import RetryCountdown, {waitEnd} from '@site/src/demos/kit/components/RetryCountdown';
import styles from '@site/src/demos/kit/components/kit.module.css';
import local from './styles.module.css';
import {countOf} from '@site/src/lib/text/plural';

type Props = {
  /**
   * Zohlar workspace mode: chat over this shared document set; the workspace owns the model panel.
   * `loading`: the documents the reader added are still coming back (Z-9): a message waits for them.
   */
  workspace?: {label: string; documents: SourceDocument[]; loading?: boolean};
  model?: ModelConfig | null;
  storageKey?: string;
};

const GUIDE_CORPUS_PATH = '/demo-data/guide-corpus.json';
/** The "No good match" account, each passage it names by page, not by a number the reader cannot see (s54 t-chat F6). */
const noGoodMatchText = (...args: Parameters<typeof noGoodMatchWhy>) => unlistedWhy(noGoodMatchWhy(...args), args[1]);
/** How long after the reader's wheel, touch, key or pointer in the log a move up counts as theirs (a smooth wheel scroll lasts a few hundred ms). */
const READER_SCROLL_MS = 1500;
let counter = 0;
/** The over-long message's count: the characters in the box, as the kept-draft note counts them, in one number format (D-1). */
const overLimitText = (text: string) =>
  `The message has ${text.length.toLocaleString('en-US')} characters; the limit is ${MAX_MESSAGE_CHARS.toLocaleString('en-US')}. Shorten it; your text is still in the box.`;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** Simple Chat: streaming, stop, retry, copy, clear; offline it answers with guide passages and links. */
export default function SimpleChat({workspace, model: sharedModel, storageKey = STORAGE_KEY}: Props): ReactNode {
  // Standalone, or the Zohlar showcase's chat beside its Document Q&A: one of each on a page (src/lib/ids).
  const id = stableId(workspace ? 'workspace-chat' : 'simple-chat');
  // Each model reply's passages get ids `<anchor><turn id>-<n>` its `[n]` citations link to.
  const anchor = `${id.replace(/[^A-Za-z0-9_-]/g, '')}-passage-`;
  const guideUrl = useBaseUrl(GUIDE_CORPUS_PATH);
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [restored, setRestored] = useState(false);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  /** True when `problem` is about the message in the box (empty, over the limit): the box is marked invalid (S-1). */
  const [messageInvalid, setMessageInvalid] = useState(false);
  const [ownModel, setOwnModel] = useState<ModelConfig | null>(null);
  const [guideDocs, setGuideDocs] = useState<SourceDocument[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  // Why the latest messages were not saved (storage full, refused); null when they were.
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  // The conversation "Clear" removed, until Undo or the next message.
  const [cleared, setCleared] = useState<ChatTurn[] | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  /** This question's one automatic resend after a Retry-After wait is used (reset by each new message). */
  const autoRetriedRef = useRef(false);
  const logRef = useRef<HTMLDivElement>(null);
  // The log follows new output while the reader is at its end; scrolling up stops that until they return.
  const followRef = useRef(true);
  const [behind, setBehind] = useState(false);
  const model = workspace ? (sharedModel ?? null) : ownModel;
  const retriever = useRetriever(workspace ? workspace.documents : guideDocs, Boolean(workspace));
  const retrieverRef = useRef(retriever);
  retrieverRef.current = retriever;
  const workspaceRef = useRef(workspace);
  workspaceRef.current = workspace;
  // The unsent message survives Back and a reload (draft.ts: this tab's session storage); a draft the
  // reader started before it came back is not overwritten.
  const loadDraftSpec = useCallback(() => import('./draft').then((m) => m.chatDraftSpec(!!workspace)), [!!workspace]);
  const kept = useKept(loadDraftSpec, useMemo(() => (draft ? {draft} : null), [draft]), (data) => setDraft((now) => now || data.draft));

  // What Clear removed is kept in this tab beside the conversation, so Undo survives a reload (S-5).
  const clearedKey = `${storageKey}:cleared`;
  useEffect(() => {
    const kept = loadTurns(storageKey);
    setTurns(kept);
    const removed = kept.length ? [] : loadTurns(clearedKey);
    if (removed.length) setCleared(removed);
    setRestored(true);
  }, [storageKey]);
  useEffect(() => {
    if (restored) saveTurns(cleared ?? [], clearedKey);
  }, [cleared, restored, clearedKey]);
  useEffect(() => {
    if (!restored) return;
    const outcome = saveTurns(turns, storageKey);
    setSaveProblem(outcome.ok ? null : outcome.message);
  }, [turns, restored, storageKey]);
  // Focus goes to Undo when the reader clears, not when a reload brings the cleared conversation back.
  const focusUndoRef = useRef(false);
  useEffect(() => {
    if (cleared && focusUndoRef.current) undoRef.current?.focus();
    focusUndoRef.current = false;
  }, [cleared]);
  // The page follows a reply too (u30e U1: at 360 × 740 the log scrolled inside while its newest lines and the
  // message box sat below the fold): from a send, each time the log grows the page scrolls just enough to show the
  // message box under it, until the reader moves the page up (wheel, touch, key or pointer, as for the log). A
  // conversation restored on load never moves the page.
  const pageFollowRef = useRef(false);
  useEffect(() => {
    let lastY = window.scrollY;
    let moved = -Infinity;
    const mark = () => {
      moved = performance.now();
    };
    const onScroll = () => {
      const y = window.scrollY;
      if (y < lastY - 2 && performance.now() - moved < READER_SCROLL_MS) pageFollowRef.current = false;
      lastY = y;
    };
    const inputs = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;
    for (const type of inputs) window.addEventListener(type, mark, {passive: true});
    window.addEventListener('scroll', onScroll, {passive: true});
    return () => {
      for (const type of inputs) window.removeEventListener(type, mark);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  // Follow whatever makes the log taller (tokens, the Markdown view, buttons), not only new turns.
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const log = logRef.current;
    const content = contentRef.current;
    if (!log || !content) return undefined;
    const follow = () => {
      if (followRef.current) {
        log.scrollTop = log.scrollHeight;
        const box = messageRef.current?.getBoundingClientRect();
        const below = box ? box.bottom + 8 - window.innerHeight : 0;
        if (pageFollowRef.current && below > 0) window.scrollBy(0, below);
      } else if (log.scrollHeight - log.scrollTop - log.clientHeight > 1) setBehind(true);
    };
    follow();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(follow);
    observer.observe(content);
    return () => observer.disconnect();
  }, [turns]);
  // Only the reader's move up stops following: the scroll event of the log's own jump to the end can
  // arrive after more text has made it taller, and a reply that first gets shorter (its "Working…"
  // line gone) and then longer (an error and its countdown) moves the log up on its own (S-10). So a
  // move up counts only just after the reader's wheel, touch, key or pointer in the log.
  const lastTopRef = useRef(0);
  const readerMovedRef = useRef(-Infinity);
  const readerMoved = () => {
    readerMovedRef.current = performance.now();
  };
  const onLogScroll = () => {
    const log = logRef.current;
    if (!log) return;
    const top = log.scrollTop;
    if (log.scrollHeight - top - log.clientHeight < 24) {
      followRef.current = true;
      setBehind(false);
    } else if (top < lastTopRef.current - 2 && performance.now() - readerMovedRef.current < READER_SCROLL_MS) {
      followRef.current = false;
      // The reader moved up from the latest: the way back shows now, whether or not more output comes (u30x F7: at
      // 1280 px, scrolled up after a reply had finished, no "Jump to latest" showed, since nothing grew after).
      setBehind(true);
    }
    lastTopRef.current = top;
  };
  // A citation's link opens the folded passage list it points into, before the browser moves to it.
  const openCitedPassage = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
    const target = link ? document.getElementById(decodeURIComponent(link.getAttribute('href')!.slice(1))) : null;
    const folded = target?.closest('details');
    if (folded && !folded.open) {
      stayPut();
      folded.open = true;
    }
  };
  // Opening passages is reading: the log stops following, so it does not scroll away from them.
  const stayPut = () => {
    followRef.current = false;
  };
  const jumpToLatest = () => {
    followRef.current = true;
    setBehind(false);
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
    // The button goes away: focus goes to the message box, never to the page's body (S-2).
    messageRef.current?.focus();
  };

  const ensureGuide = async (): Promise<boolean> => {
    if (workspace || guideDocs) return true;
    try {
      setGuideDocs(await loadGuide(guideUrl, OWN_PAGE));
      return true;
    } catch (error) {
      setProblem((error as Error).message);
      return false;
    }
  };
  useEffect(() => {
    if (!workspace) void ensureGuide();
    // Load the guide index once, when the chat first appears.
  }, []);

  const patch = (turnId: string, change: Partial<ChatTurn> | ((t: ChatTurn) => Partial<ChatTurn>)) =>
    setTurns((all) => all.map((t) => (t.id === turnId ? {...t, ...(typeof change === 'function' ? change(t) : change)} : t)));

  /** `kept`: earlier replies to the last question that a Retry keeps (u29w F23), shown before the new one. */
  const respond = async (history: ChatTurn[], kept: ChatTurn[] = []) => {
    const last = history[history.length - 1];
    // Thanks and a bare "ok" get the chat's own short reply, in either mode: nothing to search, nothing sent (u34c F6).
    const thanked = acknowledgementReply(last.content, workspace ? 'the workspace documents' : 'this guide');
    if (thanked) {
      followRef.current = true;
      setTurns([...history, ...kept, {id: newId(), role: 'assistant', content: thanked, status: 'done', offline: true}]);
      return;
    }
    const chat = !model ? smallTalk(last.content) : null;
    if (chat) {
      // Offline, small talk gets an honest word about what this mode does, never passages.
      const what = workspace ? 'the workspace documents' : 'this guide';
      const example = workspace ? 'Who approves a business class flight?' : 'How does retrieval-augmented generation reduce hallucinations?';
      followRef.current = true;
      setTurns([...history, ...kept, {id: newId(), role: 'assistant', content: smallTalkReply(chat, what, example), status: 'done', offline: true}]);
      return;
    }
    const reply: ChatTurn = {id: newId(), role: 'assistant', content: '', status: 'streaming', offline: !model, ...(model ? {model: model.model} : {})};
    followRef.current = true;
    pageFollowRef.current = true;
    setTurns([...history, ...kept, reply]);
    setBusy(true);
    try {
      const guideOk = await ensureGuide();
      // The index may still be building (the guide is large): wait up to ten seconds for it.
      // In the workspace, the documents the reader added come back first (Z-9).
      for (let i = 0; i < 100 && guideOk && (workspaceRef.current?.loading || (retrieverRef.current.status !== 'ready' && retrieverRef.current.status !== 'error')); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const current = retrieverRef.current;
      if (!guideOk || current.status !== 'ready' || workspaceRef.current?.loading) {
        patch(reply.id, {status: 'error', error: current.status === 'indexing' || workspaceRef.current?.loading ? 'The index is still being built. Retry in a moment.' : 'The search index is not available. Reload the page and retry.'});
        return;
      }
      // What the message is searched as, and what that finds (search.ts); a question that matched no passage is no topic
      // a follow-up refers to (chatStore.answeredTurns, u37d F4).
      const docs = (workspaceRef.current ? workspaceRef.current.documents : guideDocs) ?? [];
      const {found, searched, searchedFor, searchedAlone, aloneBetter, guideWords, listItem, relaxed} = await searchConversation(answeredTurns(history), current.retriever, docs, {workspace: !!workspace, k: model ? 4 : 3});
      // Weak matches are neither listed nor sent to the model (kit/match.ts).
      // This page's passages are searched without the example questions they quote, and shown and sent with them (u34c F6).
      const hits = found.judged.good.map((hit) => ({...hit, passage: withQuotes(hit.passage)}));
      const plan = answerPlan(!!model, hits.length);
      // A model reply keeps the passages it was given, so its `[n]` citations are checked and linked to them.
      patch(reply.id, {searched, searchedFor, searchedAlone, aloneBetter, guideWords, listItem, relaxed, sources: plan === 'model' ? hits : undefined});
      // A message with no English word to search for: the guide is in English, and the reply says so (u30x F8).
      const language = !workspace && !hits.length ? notInGuideLanguage(last.content) : null;
      if (language) {
        patch(reply.id, {content: model ? `No passage of the guide matched, so the model was not asked. ${language}` : `Offline mode: ${language}`, status: 'done', offline: true, unmatched: true});
        return;
      }
      if (plan === 'no-passage') {
        // No passage matched: no request is sent, so no answer claims to be grounded in the guide (S-A5).
        patch(reply.id, {content: noPassageReply(noGoodMatchText(found.query, found.hits, found.judged.stats, found.fixes), workspace ? 'the workspace documents' : 'the guide'), status: 'done', offline: true, unmatched: true});
        return;
      }
      // A two-part message with one part matched: the other part is named, never answered from the passages (u29p Z-5).
      const part = found.judged.unmatchedPart;
      const partNote = part ? `No passage matched “${part}”, the other part of your message; this answers the rest. ` : '';
      if (!model) {
        const none = found.hits.length > 0 && hits.length === 0;
        patch(reply.id, {content: none ? `Offline mode: ${noGoodMatchText(found.query, found.hits, found.judged.stats, found.fixes)} Try different words, or configure a model in the panel above.` : `${partNote}${offlineReply(hits, workspace ? 'the workspace documents' : 'the guide', last.content, found.judged.stats?.weights)}`, status: 'done', unmatched: none || hits.length === 0 || undefined});
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      const messages = groundedMessages(last.content, hits, modelHistory(history.slice(0, -1)));
      messages[0] = {role: 'system', content: chatSystemPrompt(messages[0].content, workspace ? 'the workspace documents' : 'the guide')};
      if (part) messages[0] = {role: 'system', content: `${messages[0].content}\nNo passage matched this part of the question: “${part}”. Say that the passages do not cover it; do not answer it.`};
      try {
        await streamChat({
          config: model,
          messages,
          signal: controller.signal,
          onToken: (token) => patch(reply.id, (t) => ({content: t.content + token})),
        });
        // A stream with no text (only `data: [DONE]`) says so and offers Retry (u29n F11).
        patch(reply.id, (t) => completedReply(t.content));
      } catch (error) {
        const err = error instanceof LlmError ? error : null;
        if (err?.kind === 'cancelled') patch(reply.id, {status: 'stopped'});
        else {
          // One automatic resend per question: after it, a second wait offers "Try again" only (retryAt 0).
          const retryAt = waitEnd(err?.retryAfterSeconds, autoRetriedRef.current);
          patch(reply.id, {status: 'error', error: err?.message ?? 'The model request failed.', retryAt});
        }
      }
    } finally {
      abortRef.current = null;
      setBusy(false);
    }
  };

  const send = () => {
    const text = draft.trim();
    if (!text) {
      setProblem('Type a message first.');
      setMessageInvalid(true);
      return;
    }
    if (text.length > MAX_MESSAGE_CHARS) {
      setProblem(overLimitText(draft));
      setMessageInvalid(true);
      return;
    }
    setProblem(null);
    setMessageInvalid(false);
    setDraft('');
    setCleared(null);
    autoRetriedRef.current = false;
    void respond([...turns, {id: newId(), role: 'user', content: text, status: 'done'}]);
  };

  // The countdown keeps one retry function; it reads the latest conversation and settings through refs.
  const turnsRef = useRef(turns);
  turnsRef.current = turns;
  const respondRef = useRef(respond);
  respondRef.current = respond;
  const retry = useCallback((automatic?: unknown) => {
    // The countdown passes `true` when it resends on its own; a button's click event is the reader's choice.
    if (automatic === true) autoRetriedRef.current = true;
    // Retry hides itself while the reply comes: the reader's focus goes to the message box (S-2).
    else messageRef.current?.focus();
    // A reply that holds the model's words stays, marked, beside whatever the new request brings (u29w F23).
    const {history, kept} = retryPlan(turnsRef.current);
    if (history.length) void respondRef.current(history, kept);
  }, []);

  const copy = async (turn: ChatTurn) => {
    try {
      // The copy keeps the citation check and lists the cited passages with full addresses (D-7);
      // links the page does not show as links are text (S-3); site-relative links get the origin (S-A6).
      // A reply that did not finish is copied with the note shown under it (u29w F6).
      const {copyTurn} = await import('./copyReply');
      await navigator.clipboard.writeText(copyTurn(turn, window.location.origin));
      setCopied(turn.id);
    } catch {
      setProblem('Copying was refused by the browser; select the text and copy it by hand.');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!busy) send();
    }
  };

  const download = (ext: 'md' | 'json', text: string) => {
    const name = `${workspace ? 'zohlar-chat' : 'simple-chat'}-conversation.${ext}`;
    void import('@site/src/lib/files/download').then((m) => m.downloadText(name, text, ext === 'json' ? 'application/json' : 'text/markdown;charset=utf-8'));
  };

  const lastTurn = turns[turns.length - 1];
  // Each reply's Copy button says which reply it copies (S-6): "Copy reply 3".
  const replyNumber = new Map<string, number>();
  for (const t of turns) if (t.role === 'assistant') replyNumber.set(t.id, replyNumber.size + 1);
  return (
    <section className={styles.demo} aria-label="Simple Chat demo">
      {/* The base URL, model and timeout come back after a reload (never the key: the reader types it again). */}
      {!workspace && <ModelPanel value={ownModel} onChange={setOwnModel} keepAs={MODEL_SETTINGS_KEY} />}
      {!workspace && (
        <p className={styles.hint}>
          With a model, each message is sent with only your last {HISTORY_EXCHANGES} answered exchanges (your message and the model&apos;s reply) as
          history; the model does not see earlier ones, though they stay on the page.
        </p>
      )}
      {/* aria-busy while a reply streams (S-9): a live region's changes wait until it is false, so the
          reply is read once, whole (WAI-ARIA 1.2, aria-busy). */}
      <div
        ref={logRef}
        onScroll={onLogScroll}
        onWheel={readerMoved}
        onTouchMove={readerMoved}
        onKeyDown={readerMoved}
        onPointerDown={readerMoved}
        onClickCapture={openCitedPassage}
        className={local.log}
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        aria-busy={busy ? true : undefined}
        tabIndex={0}>
        <div ref={contentRef}>
          {turns.length === 0 && <p className={styles.hint}>No messages yet. Ask about anything this {workspace ? 'workspace' : 'guide'} covers.</p>}
          {turns.map((turn) => (
            <div key={turn.id} className={turn.role === 'user' ? local.user : local.assistant}>
              <p className={local.who}>{turn.role === 'user' ? 'You' : !turn.offline ? 'Assistant' : workspace ? 'Document search' : 'Guide search'}</p>
              {turn.role === 'user' ? (
                <p className={local.plain}>{turn.content}</p>
              ) : turn.sources ? (
                <>
                  {/* A finished reply saying the passages hold no answer is labelled as Ask labels it, never shown as an answer (u35d F5). */}
                  {turn.status === 'done' && declines(turn.content) && <p className={styles.label}>{declinedLabel(turn.model ?? 'The model')}</p>}
                  {/* A cut-off reply gets no "cites no passage" note: its cut-off note says why it may have none (u33c F6). */}
                  <CheckedAnswer answer={turn.content} count={turn.sources.length} anchor={`${anchor}${turn.id}-`} streaming={turn.status === 'streaming'} cutOff={cutOff(turn)} passages={turn.sources.map((h) => checkedText(h.passage))} evidence="folded" />
                </>
              ) : (
                <MarkdownView source={turn.content} />
              )}
              {turn.status === 'streaming' && !turn.content && <p className={styles.hint}>Working…</p>}
              {searchHint(turn) && <p className={styles.hint}>{searchHint(turn)}</p>}
              {turn.guideWords && (
                <p className={styles.hint}>
                  Searched in the guide&apos;s words: {turn.guideWords.map((w) => `“${w.to}” for “${w.from}”`).join(', ')}.
                </p>
              )}
              {/* Folded under the reply (D-6): a streaming reply stays the end of the log, so following shows it. */}
              {turn.sources && turn.sources.length > 0 && (
                <details className={local.passages}>
                  <summary onClick={stayPut}>{countOf(turn.sources.length, 'passage')} given to the model</summary>
                  <PassageList hits={turn.sources} label="Passages given to the model" anchor={`${anchor}${turn.id}-`} />
                </details>
              )}
              {turn.status === 'stopped' && <p className={styles.hint}>{turnNote(turn)}</p>}
              {turn.retried && <p className={styles.hint}>Earlier reply, kept when Retry asked again.</p>}
              {turn.status === 'error' && (
                <p className={styles.error} role="alert">
                  {turn.error}
                </p>
              )}
              {turn.status === 'error' && turn.retryAt !== undefined && turn === lastTurn && !busy && (
                <RetryCountdown
                  until={turn.retryAt}
                  onRetry={retry}
                  onCancel={() => {
                    patch(turn.id, {retryAt: undefined});
                    messageRef.current?.focus();
                  }}
                />
              )}
              {turn.role === 'assistant' && turn.status !== 'streaming' && turn.content && (
                <button
                  type="button"
                  className={`${styles.button} ${styles.secondary} ${local.small}`}
                  aria-label={`${copied === turn.id ? 'Copied' : 'Copy'} reply ${replyNumber.get(turn.id) ?? ''}`}
                  onClick={() => void copy(turn)}>
                  {copied === turn.id ? 'Copied' : 'Copy'}
                </button>
              )}
            </div>
          ))}
        </div>
      </div>
      {behind && (
        <button type="button" className={`${styles.button} ${styles.secondary} ${local.jump}`} onClick={jumpToLatest}>
          Jump to latest
        </button>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-message`}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          ref={messageRef}
          className={`${styles.textarea} ${local.input}`}
          value={draft}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            // Once the message fits (or has text), the box is no longer marked invalid; an over-long one keeps its count current.
            if (messageInvalid) {
              const trimmed = text.trim();
              if (trimmed && trimmed.length <= MAX_MESSAGE_CHARS) {
                setMessageInvalid(false);
                setProblem(null);
              } else if (trimmed) setProblem(overLimitText(text));
            }
          }}
          onKeyDown={onKeyDown}
          aria-invalid={messageInvalid ? true : undefined}
          aria-describedby={messageInvalid ? `${id}-problem ${id}-keys` : `${id}-keys`}
        />
        {/* A draft the browser cannot keep says why, with a download of it; one kept but unreadable is offered too (D-1). */}
        <KeptNote kept={kept} fileName={`${workspace ? 'zohlar-chat' : 'simple-chat'}-message.txt`} />
        <p id={`${id}-keys`} className={styles.hint}>
          Enter sends, Shift+Enter adds a line. {model ? `Chatting with ${model.model}.` : `Offline: answers are passages of ${workspace ? 'the workspace documents' : 'the guide'}, not generated text.`}
        </p>
      </div>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          onClick={() => {
            // Send is disabled while the reply comes: focus stays in the message box (S-2).
            messageRef.current?.focus();
            send();
          }}
          disabled={busy}>
          Send
        </button>
        {busy && (
          <button
            type="button"
            className={`${styles.button} ${styles.secondary}`}
            onClick={() => {
              abortRef.current?.abort();
              // Stop goes away with the reply: focus goes to the message box, ready for the next one (S-2).
              messageRef.current?.focus();
            }}>
            Stop
          </button>
        )}
        {!busy && lastTurn?.role === 'assistant' && (
          <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={retry}>
            Retry
          </button>
        )}
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          onClick={() => {
            abortRef.current?.abort();
            // Kept for Undo; a reply cut off by the clear comes back as stopped, with what it had said.
            focusUndoRef.current = true;
            setCleared(turns.map((t) => (t.status === 'streaming' ? {...t, status: 'stopped'} : t)));
            setTurns([]);
            setBehind(false);
            followRef.current = true;
            setProblem(null);
          }}
          disabled={turns.length === 0}>
          Clear
        </button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          {problem}
        </p>
      )}
      {saveProblem && turns.length > 0 && (
        <div className={styles.error} role="alert">
          <p className={local.flush}>{saveProblem}</p>
          <div className={styles.row}>
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => void import('./copyReply').then((m) => download('md', m.conversationForDownload(turns, workspace ? 'Document search' : 'Guide search', window.location.origin)))}>
              Download as Markdown
            </button>
            <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => download('json', conversationJson(turns))}>
              Download as JSON
            </button>
          </div>
        </div>
      )}
      <div className={cleared ? styles.status : undefined} role="status">
        {cleared && (
          <p className={local.flush}>
            Conversation cleared. This tab keeps it for Undo until you send a message or close the tab.{' '}
            <button
              ref={undoRef}
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => {
                setTurns(cleared);
                setCleared(null);
                followRef.current = true;
                messageRef.current?.focus();
              }}>
              Undo
            </button>{' '}
            <button
              type="button"
              className={`${styles.button} ${styles.secondary}`}
              onClick={() => {
                setCleared(null);
                messageRef.current?.focus();
              }}>
              Delete it now
            </button>
          </p>
        )}
      </div>
      <p className={styles.status} role="status">
        {workspace?.loading ? 'Bringing back the documents you added…' : retriever.status === 'indexing' ? 'Indexing…' : retriever.status === 'ready' ? `Index ready: ${countOf(retriever.passages, 'passage')}.` : ''}
      </p>
    </section>
  );
}
