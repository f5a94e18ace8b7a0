/**
 * The Document Q&A demo: load a text, Markdown or PDF file, the sample set or the guide, ask a
 * question, get the best passages by BM25 and, with a model configured, a grounded answer that
 * cites them, checked. The component and its result views (Verdict.tsx: "no good match" and the
 * answer with linked citations, loaded with the first question) live here; loading, retrieval and the model client are in
 * src/demos/kit and src/retrieval. Imported by its page in demo-room/document-qa.mdx and by the
 * Zohlar showcase; it may import src/demos/kit and src/retrieval, nothing from src/components,
 * src/learning-tools, src/theme or src/pages.
 */
import {useId, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {Hit} from '@site/src/retrieval/bm25';
import type {SourceDocument} from '@site/src/retrieval/chunking/documents';
import {checkFile, checkText, isPdf, MAX_FILE_BYTES, formatBytes} from '@site/src/demos/kit/files';
import {MAX_PDF_PAGES} from '@site/src/demos/kit/pdf';
import {groundedMessages} from '@site/src/demos/kit/grounding';
import type {Judged} from '@site/src/demos/kit/match';
import {loadGuide} from '@site/src/demos/kit/guide';
import {LlmError, streamChat, type ModelConfig} from '@site/src/demos/kit/llm';
import {SAMPLE_DOCUMENTS} from '@site/src/demos/kit/samples';
import {useRetriever} from '@site/src/demos/kit/useRetriever';
import ModelPanel from '@site/src/demos/kit/components/ModelPanel';
import PassageList from '@site/src/demos/kit/components/PassageList';
import KeptNote from '@site/src/demos/kit/components/KeptNote';
import {useKept} from '@site/src/demos/kit/useKept';
import styles from '@site/src/demos/kit/components/kit.module.css';

type Source = 'sample' | 'paste' | 'file' | 'guide';

/** `own`: the reader's pasted text or file, kept in this browser (kept.ts). */
type Loaded = {label: string; documents: SourceDocument[]; own?: boolean};

type Props = {
  /** Zohlar workspace mode: ask over this shared document set; the workspace owns the model panel. */
  workspace?: Loaded;
  model?: ModelConfig | null;
};

const SAMPLE: Loaded = {label: SAMPLE_DOCUMENTS[0].title, documents: [SAMPLE_DOCUMENTS[0]]};
export const GUIDE_CORPUS_PATH = '/demo-data/guide-corpus.json';
const loadKeptSpec = () => import('./kept').then((m) => m.DOCUMENT_QA_KEPT);

/** The model's answer, its `[n]` citations checked against the passages it was given and linked to them. */
/** Document Q&A: load a document, ask, get highlighted passages with citations (and a grounded answer with a model). */
export default function DocumentQa({workspace, model: sharedModel}: Props): ReactNode {
  const id = useId();
  // The passages' ids, from React's useId (":r1:", "«r1»", "P0-1") made safe for a URL fragment.
  const anchor = `${id.replace(/[^A-Za-z0-9_-]/g, '')}-passage-`;
  const guideUrl = useBaseUrl(GUIDE_CORPUS_PATH);
  const [source, setSource] = useState<Source>('sample');
  const [pasted, setPasted] = useState('');
  const [loaded, setLoaded] = useState<Loaded | null>(SAMPLE);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [ownModel, setOwnModel] = useState<ModelConfig | null>(null);
  const [question, setQuestion] = useState('');
  const [askProblem, setAskProblem] = useState<string | null>(null);
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [judged, setJudged] = useState<Judged | null>(null);
  const [asked, setAsked] = useState('');
  const [verdict, setVerdict] = useState<typeof import('./Verdict') | null>(null);
  const [searchMs, setSearchMs] = useState(0);
  const [answer, setAnswer] = useState('');
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [streaming, setStreaming] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const active = workspace ?? loaded;
  const retriever = useRetriever(active ? active.documents : null);
  const model = workspace ? (sharedModel ?? null) : ownModel;
  // The reader's pasted text and own document survive a reload; the Zohlar workspace keeps its own documents.
  const keptValue = useMemo(() => (pasted || loaded?.own ? {pasted, document: loaded?.own ? {label: loaded.label, documents: loaded.documents} : null} : null), [pasted, loaded]);
  const kept = useKept(workspace ? null : loadKeptSpec, keptValue, (data) => {
    setPasted(data.pasted);
    if (data.document) setLoaded({...data.document, own: true});
    setSource(data.document && data.document.documents[0]?.id !== 'pasted' ? 'file' : 'paste');
  });

  const choose = (next: Source) => {
    setSource(next);
    setLoadProblem(null);
    if (next === 'sample') setLoaded(SAMPLE);
  };

  const usePasted = () => {
    const problem = checkText(pasted);
    setLoadProblem(problem);
    if (!problem) setLoaded({label: 'Pasted text', documents: [{id: 'pasted', title: 'Pasted text', text: pasted}], own: true});
  };

  const readFile = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setLoadProblem('Choose a .txt, .md or .pdf file first.');
      return;
    }
    const problem = checkFile(file);
    setLoadProblem(problem);
    if (problem) return;
    if (isPdf(file.name)) {
      setLoading(true);
      try {
        // pdf.js (about 1 MB) is fetched only now, when a reader has actually chosen a PDF.
        const {pdfDocuments} = await import('@site/src/demos/kit/pdf');
        const documents = await pdfDocuments(file.name, await file.arrayBuffer());
        setLoaded({label: file.name, documents, own: true});
      } catch (error) {
        setLoadProblem(error instanceof Error && error.name !== 'TypeError' && error.message ? error.message : `“${file.name}” could not be read as a PDF.`);
      } finally {
        setLoading(false);
      }
      return;
    }
    try {
      const text = await file.text();
      const textProblem = checkText(text);
      if (textProblem) setLoadProblem(`“${file.name}”: ${textProblem}`);
      else setLoaded({label: file.name, documents: [{id: file.name, title: file.name, text}], own: true});
    } catch {
      setLoadProblem(`“${file.name}” could not be read. Try again, or paste the text instead.`);
    }
  };

  const loadTheGuide = async () => {
    setLoading(true);
    setLoadProblem(null);
    try {
      const documents = await loadGuide(guideUrl);
      setLoaded({label: 'This guide', documents});
    } catch (error) {
      setLoadProblem((error as Error).message);
    } finally {
      setLoading(false);
    }
  };

  const ask = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) {
      setAskProblem('Type a question first.');
      return;
    }
    if (retriever.status !== 'ready') {
      setAskProblem(retriever.status === 'indexing' ? 'The document is still being indexed; ask again in a moment.' : 'Load a document first.');
      return;
    }
    setAskProblem(null);
    setAnswer('');
    setAnswerError(null);
    const result = await retriever.retriever.search(question, 4);
    // Only good matches are listed and sent to the model; weak ones are shown on request. The
    // check and the answer view load with the first question, not with the page.
    const views = await import('./Verdict');
    const judgement = views.judgeHits(question, result.hits);
    setVerdict(() => views);
    setHits(result.hits);
    setJudged(judgement);
    setAsked(question);
    setSearchMs(result.ms);
    if (!model || judgement.good.length === 0) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setStreaming(true);
    try {
      await streamChat({
        config: model,
        messages: groundedMessages(question, judgement.good),
        onToken: (token) => setAnswer((text) => text + token),
        signal: controller.signal,
      });
    } catch (error) {
      setAnswerError(error instanceof LlmError ? error.message : 'The model request failed.');
    } finally {
      setStreaming(false);
      abortRef.current = null;
    }
  };

  const statusText = (() => {
    if (!active) return 'No document loaded.';
    if (retriever.status === 'indexing') return `Indexing “${active.label}”…`;
    if (retriever.status === 'ready') {
      const {buildMs, inWorker} = retriever.retriever;
      return `Ready: “${active.label}”, ${retriever.passages} passages, indexed in ${Math.round(buildMs)} ms${inWorker ? ' in a background worker' : ''}.`;
    }
    if (retriever.status === 'error') return retriever.message;
    return 'No document loaded.';
  })();

  return (
    <section className={styles.demo} aria-label="Document Q&A demo">
      {!workspace && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>1. Choose a document</legend>
          <div className={styles.radios} role="radiogroup" aria-label="Document source">
            {(
              [
                ['sample', 'Sample policy'],
                ['paste', 'Paste text'],
                ['file', 'File (text, Markdown, PDF)'],
                ['guide', 'This guide'],
              ] as const
            ).map(([value, label]) => (
              <label key={value}>
                <input type="radio" name={`${id}-source`} value={value} checked={source === value} onChange={() => choose(value)} />
                {label}
              </label>
            ))}
          </div>
          {source === 'sample' && <p className={styles.hint}>An illustrative travel and expenses policy, about 250 words.</p>}
          {source === 'paste' && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-paste`}>
                Document text
              </label>
              <textarea id={`${id}-paste`} className={styles.textarea} value={pasted} onChange={(event) => setPasted(event.target.value)} />
              <div>
                <button type="button" className={styles.button} onClick={usePasted}>
                  Use this text
                </button>
              </div>
            </div>
          )}
          {source === 'file' && (
            <div className={styles.field}>
              <label className={styles.label} htmlFor={`${id}-file`}>
                File (.txt, .md or .pdf, up to {formatBytes(MAX_FILE_BYTES)} and {MAX_PDF_PAGES} PDF pages)
              </label>
              <input id={`${id}-file`} ref={fileRef} type="file" accept=".txt,.md,.markdown,.pdf,text/plain,text/markdown,application/pdf" onChange={() => void readFile()} disabled={loading} />
              <p className={styles.hint}>The file is read inside this page; it is not uploaded. PDFs need a text layer; scans are not read.</p>
              {loading && <p className={styles.status}>Reading the PDF…</p>}
            </div>
          )}
          {source === 'guide' && (
            <div>
              <p className={styles.hint}>Every page of this site, split by section. Citations link to the pages.</p>
              <button type="button" className={styles.button} onClick={() => void loadTheGuide()} disabled={loading}>
                {loading ? 'Loading the guide…' : 'Load the guide'}
              </button>
            </div>
          )}
          <p className={styles.status} role="status">
            {statusText}
          </p>
          {loadProblem && (
            <p className={styles.error} role="alert">
              {loadProblem}
            </p>
          )}
          <KeptNote kept={kept} fileName="document-qa.txt" onForget={() => {
              setPasted('');
              choose('sample');
            }}
          />
        </fieldset>
      )}
      {!workspace && <ModelPanel value={ownModel} onChange={setOwnModel} />}
      <form onSubmit={(event) => void ask(event)} noValidate>
        <div className={styles.row}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-question`}>
              {workspace ? 'Question about the workspace documents' : '2. Your question'}
            </label>
            <input id={`${id}-question`} className={styles.input} value={question} onChange={(event) => setQuestion(event.target.value)} />
          </div>
          <div className={styles.field} style={{flex: '0 0 auto'}}>
            <div className={styles.row}>
              <button type="submit" className={styles.button} disabled={streaming}>
                Ask
              </button>
              {streaming && (
                <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => abortRef.current?.abort()}>
                  Stop
                </button>
              )}
            </div>
          </div>
        </div>
        {workspace && (
          <p className={styles.status} role="status">
            {statusText}
          </p>
        )}
        {askProblem && (
          <p className={styles.error} role="alert">
            {askProblem}
          </p>
        )}
      </form>
      <div aria-live="polite">
        {hits && hits.length === 0 && (
          <p className={styles.notice}>Not found in the document: no passage contains the words of your question. Try other words.</p>
        )}
        {verdict && hits && judged && hits.length > 0 && judged.good.length === 0 && (
          <verdict.NoGoodMatch question={asked} hits={hits} weak={judged.weak} modelSkipped={Boolean(model)} />
        )}
        {verdict && judged && judged.good.length > 0 && (
          <div>
            {model ? (
              <verdict.Answer model={model.model} answer={answer} streaming={streaming} count={judged.good.length} anchor={anchor} />
            ) : (
              <p className={styles.notice}>
                Offline mode: these are the passages that best match your question ({judged.good.length} found in {searchMs.toFixed(1)} ms).
                Nothing was generated; configure a model for a written answer.
              </p>
            )}
            {answerError && (
              <p className={styles.error} role="alert">
                {answerError}
              </p>
            )}
            <PassageList hits={judged.good} anchor={anchor} />
          </div>
        )}
      </div>
    </section>
  );
}
