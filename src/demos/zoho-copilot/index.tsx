/**
 * The Zoho Copilot demo: a plain-English question becomes filters over sample CRM records and the
 * COQL query Zoho CRM would run; the component, the query logic (coql.ts) and the sample records
 * (sample.ts) live here. Imported by its page in demo-room/zoho-copilot.mdx; it may import
 * src/demos/kit and src/retrieval, nothing from src/components, src/learning-tools, src/theme or
 * src/pages.
 */
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import {
  cellOf,
  columnsOf,
  describe,
  describeSort,
  isFilter,
  MAX_QUESTION_CHARS,
  parseQuestion,
  readAs,
  runQuery,
  toApiRequest,
  toCurl,
  type Condition,
  type ParsedQuestion,
  type ParseResult,
  type Value,
} from '@site/src/demos/zoho-copilot/coql';
import {useKept} from '@site/src/demos/kit/useKept';
import {countOf} from '@site/src/lib/text/plural';
import styles from '../kit/components/demo.module.css';
import {WideTable} from './WideTable';
import a11y from '@site/src/css/a11y.module.css';

const EXAMPLES = [
  'top 3 largest deals',
  'open deals over 50k closing this quarter',
  'deals won this month',
  'website leads nobody has called yet',
  'technology accounts in the United States',
  'deals over 50k except Bluefin',
  'deals not won or lost in Berlin',
];

const INITIAL = EXAMPLES[0];

/** The kept question's spec, loaded once the page is idle (kept.ts). */
const loadKeptSpec = () => import('./kept').then((m) => m.ZOHO_COPILOT_SESSION);

/** The session record's key and format version (kept.ts), read at once on mount (s49 F6). */
const KEPT_KEY = 'cap-demo:zoho-copilot:session';
const KEPT_VERSION = 1;
/** A layout effect in the browser (before the first paint of the mounted demo); nothing on the server. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * s49 F6 (u32h): the question this tab kept, read synchronously when the demo mounts, so that after Back (a client-side
 * one, or a full load once the demo has hydrated) the first frame painted already shows the reader's question and its
 * answer; waiting for the idle-time load (useKept) showed the first example for up to a second. The same checks as
 * kept.ts's `read`; anything else is left to useKept, which reports unreadable records.
 */
function keptNow(): {question: string; asked: string; ignoreUnknown: boolean; replaced?: string} | null {
  try {
    const raw = window.sessionStorage.getItem(KEPT_KEY);
    if (!raw) return null;
    const envelope = JSON.parse(raw) as {v?: unknown; data?: unknown};
    if (typeof envelope.v !== 'number' || envelope.v > KEPT_VERSION) return null;
    const r = envelope.data as Record<string, unknown> | null;
    if (typeof r !== 'object' || r === null || Array.isArray(r) || (typeof r.question !== 'string' && typeof r.asked !== 'string')) return null;
    return {
      question: typeof r.question === 'string' ? r.question : '',
      asked: typeof r.asked === 'string' ? r.asked : '',
      ignoreUnknown: r.ignoreUnknown === true,
      ...(typeof r.replaced === 'string' && r.replaced.trim() ? {replaced: r.replaced} : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The reader's own date, in the browser's time zone: "today", "this week" and "tomorrow" are the reader's days, never the
 * UTC ones (brief 48z F4, u32b: a reader in Los Angeles on Friday evening got Saturday's deals). Only called in the
 * browser (asking runs after mounting); the server renders the first example, which reads no date.
 */
function today(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function show(value: Value | undefined): string {
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value ?? '';
}

/** A condition as a nested list: "all of these" inside "any of these" and back, as it was read. */
function Conditions({where}: {where: Condition}): ReactNode {
  if (isFilter(where)) return <li>{describe(where)}</li>;
  if ('all' in where) return <>{where.all.map((c) => <Conditions key={describe(c)} where={c} />)}</>;
  return (
    <li>
      Any of these:
      <ul>
        {where.any.map((c) => (
          <li key={describe(c)}>{describe(c)}</li>
        ))}
      </ul>
    </li>
  );
}

/** The module, filters, sort and limit a question was read as, and the words left out at the reader's request. */
function Understood({query, ignored, connectors = []}: {query: ParsedQuestion; ignored: readonly string[]; connectors?: readonly string[]}): ReactNode {
  return (
    <>
      {/* The whole filter in one line, with the brackets that decide what "or" and "not" cover, for the reader to check. */}
      <p>Read as: {readAs(query)}</p>
      <ul>
        <li>Module: {query.module}</li>
        {!query.where ? <li>No filters: all {query.module.toLowerCase()}.</li> : <Conditions where={query.where} />}
        {query.sort && (
          <li>
            Sorted by {describeSort(query.sort)} ({[query.sort.field, query.sort.then?.field].filter(Boolean).join(', ')})
          </li>
        )}
        {query.limit && <li>At most {countOf(query.limit, 'record')}</li>}
        {/* A date written without a year: the year taken is said, so a wrong guess is seen before the table is trusted (u29z F4). */}
        {query.assumed?.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {ignored.map((word) => (
          <li key={word}>Left out, not understood: “{word}”</li>
        ))}
        {connectors.map((words) => (
          <li key={`c-${words}`}>Read as connecting words, no condition: “{words}”</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The question as it was run: the words left out at the reader's request cut from it, with the commas and spaces
 * around them, so a headline never quotes a condition that was not applied ("deals owned by Priya" run without
 * “owned by Priya” is "deals"; u29z F5). Null when a word left out cannot be found in the question as typed.
 */
function runText(asked: string, ignored: readonly string[]): string | null {
  let text = asked;
  for (const word of ignored) {
    const at = text.toLowerCase().indexOf(word.toLowerCase());
    if (at < 0) return null;
    text = `${text.slice(0, at)} ${text.slice(at + word.length)}`;
  }
  return text.replace(/\s+/g, ' ').replace(/\s+([,;:.!?])/g, '$1').replace(/([,;:])(?:\s*[,;:])+/g, '$1').replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');
}

/** Plain question in; filters, a table of sample records and the Zoho CRM request it would make out. */
export default function ZohoCopilot(): ReactNode {
  const id = stableId('zoho-copilot');
  const [question, setQuestion] = useState(INITIAL);
  const [asked, setAsked] = useState(INITIAL);
  // The first question does not depend on the date, so the server render and the browser agree.
  const [result, setResult] = useState<ParseResult>(() => parseQuestion(INITIAL, '2026-11-21'));
  const [ignoring, setIgnoring] = useState(false);
  // A one-click offer ("Ask … instead", "Run without …") is gone once taken: focus goes to the question box, never
  // to <body> at the top of the page (issue 28, u29r F6).
  const box = useRef<HTMLInputElement>(null);
  // What Copy last did for the generated query or curl command; cleared by the next question (u29z F9).
  const [copied, setCopied] = useState('');
  // A question typed and not asked that an example button replaced, offered back with one click (u30h Z11).
  const [replaced, setReplaced] = useState<string | null>(null);

  function ask(text: string, ignoreUnknown = false) {
    setCopied('');
    setAsked(text);
    setIgnoring(ignoreUnknown);
    setResult(parseQuestion(text, today(), {ignoreUnknown}));
  }

  // Z-2: the reader's question and the one asked are kept in this tab, so Back and a reload bring both
  // back with the result read again from it; the untouched first question is nothing to keep.
  const keptValue = useMemo(
    () =>
      question === INITIAL && asked === INITIAL && !ignoring && replaced === null
        ? null
        : {question, asked, ignoreUnknown: ignoring, ...(replaced !== null ? {replaced} : {})},
    [question, asked, ignoring, replaced],
  );
  // Enter before the page's JavaScript has loaded submits the server-rendered form natively, a GET to this page with
  // the box as ?q=…: the question is read from there, asked, and taken out of the address, so it is kept and answered
  // instead of the first example coming back (issue 28, u29z F11). It wins over the question kept in this tab.
  const fromAddress = useRef(false);
  // u31a F9: a question typed into the server-rendered box while the page's JavaScript was starting is in the box but not
  // in the state (hydration keeps the box's text), so the next render put the first example back. It is taken as typed.
  const typedEarly = useRef(false);
  // s49 F6: the kept question comes back before the first paint (keptNow); a question typed into the server-rendered box
  // before the page started, or one in the address (?q=), still wins as below.
  const restoredNow = useRef(false);
  useBrowserLayoutEffect(() => {
    if (new URLSearchParams(window.location.search).has('q')) return;
    const data = keptNow();
    if (!data) return;
    restoredNow.current = true;
    const early = box.current?.value ?? INITIAL;
    if (early !== INITIAL) typedEarly.current = true;
    setQuestion(early !== INITIAL ? early : data.question);
    setReplaced(data.replaced ?? null);
    if (data.asked) ask(data.asked, data.ignoreUnknown);
    // Once, when the demo mounts.
  }, []);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const typed = params.get('q');
    const early = box.current?.value ?? INITIAL;
    if (typed === null && early !== INITIAL && !restoredNow.current) {
      typedEarly.current = true;
      setQuestion(early);
    }
    if (typed === null) return;
    params.delete('q');
    const rest = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest ? `?${rest}` : ''}${window.location.hash}`);
    fromAddress.current = true;
    setQuestion(typed);
    ask(typed);
    // Once, on the first render in the browser.
  }, []);
  useKept(loadKeptSpec, keptValue, (data) => {
    if (fromAddress.current) return;
    // The question typed before the page started is newer than the one kept; the kept answer still comes back.
    if (!typedEarly.current) setQuestion(data.question);
    setReplaced(data.replaced ?? null);
    if (data.asked) ask(data.asked, data.ignoreUnknown);
  });

  async function copy(text: string, what: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(`${what} copied to the clipboard.`);
    } catch {
      setCopied('Copying is not allowed here; select the text and copy it by hand.');
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setReplaced(null);
    // The box's own text is what the reader asks (u31a F9): it can be ahead of the state while the page starts.
    const typed = box.current?.value ?? question;
    if (typed !== question) setQuestion(typed);
    ask(typed);
  }

  // The box itself cannot take the question (empty or too long): the field is marked and the message tied to it (u28t Z-3).
  const boxError = !result.ok && (!asked.trim() || asked.trim().length > MAX_QUESTION_CHARS);
  const draft = Boolean(question.trim() && asked.trim() && question.trim() !== asked.trim());
  const query = result.ok ? result.query : null;
  const ignored = result.ok ? result.ignored : [];
  const rows = query ? runQuery(query) : [];
  const request = query ? toApiRequest(query) : null;

  return (
    <section className={styles.demo} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Ask the sample CRM</h3>
      <p className={styles.notice}>
        <strong>Sample data.</strong> The leads, deals and accounts below are invented and bundled with this page. Nothing is
        sent to Zoho.
      </p>
      {/* A GET with the box as q: submitted before hydration, the question is in the address for the effect above. */}
      <form method="get" onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-q`}>Your question</label>
          <input
            ref={box}
            id={`${id}-q`}
            name="q"
            className={styles.input}
            value={question}
            // No form restoration on Back: the browser would put the old question back into the box
            // while the answer starts from the default one (u28l Z-2); the kept record (kept.ts) brings back both together.
            autoComplete="off"
            onChange={(e) => {
              setQuestion(e.target.value);
              setReplaced(null);
            }}
            aria-invalid={boxError ? true : undefined}
            // The same references in every state, to elements rendered in every state: with useId an attribute changed
            // after hydration was written with Preact's id ("P0-0-help") while the server wrote React's, so a changing
            // reference pointed at nothing (issue 28, u29r F16); the ids are stable now (src/lib/ids), and this stays.
            aria-describedby={`${id}-help ${id}-err`}
          />
          <span id={`${id}-help`} className={styles.muted}>
            Mention deals, leads or accounts, plus stages, amounts, employees, dates, sources, statuses, industries or places. Up to{' '}
            {MAX_QUESTION_CHARS} characters.
          </span>
          {/* A question in the box that was not asked (typed, put back, or restored by a reload) is marked, and the answer
              below named by its own question, so it is never read as the draft's answer (u30h Z12). */}
          {draft && (
            <p className={styles.muted}>
              Not asked yet. The answer below is for “{asked.trim()}”; press Ask to ask “{question.trim()}”.
            </p>
          )}
        </div>
        <div className={styles.row}>
          <button type="submit" className={styles.button}>
            Ask
          </button>
        </div>
      </form>
      <div className={styles.row} role="group" aria-label="Example questions">
        <span className={styles.muted}>Try:</span>
        {EXAMPLES.map((e) => (
          <button
            key={e}
            type="button"
            className={styles.secondary}
            onClick={() => {
              // A draft in the box is offered back; otherwise an offer already made stays, so a second example
              // click never loses the reader's typed question (u30s F6).
              setReplaced(question.trim() && question !== asked && question !== e ? question : replaced);
              setQuestion(e);
              ask(e);
            }}>
            {e}
          </button>
        ))}
      </div>
      {replaced !== null && (
        <p className={styles.row}>
          <span className={styles.muted}>Your question was replaced before it was asked.</span>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setQuestion(replaced);
              setReplaced(null);
              box.current?.focus();
            }}>
            Put back “{replaced}”
          </button>
        </p>
      )}

      <div role="status" aria-live="polite">
        {/* Always rendered (empty and hidden with an answer), so the box's aria-describedby never changes (u29r F16). */}
        <p id={`${id}-err`} className={result.ok ? undefined : styles.error} hidden={result.ok}>
          {result.ok ? '' : result.error}
        </p>
        {query && (
          <p>
            {ignored.length ? (
              // Run without words not understood: what was run, then what was left out (u29z F5).
              <>
                &quot;{runText(asked, ignored) ?? asked}&quot; (run without {ignored.map((u) => `“${u}”`).join(' and ')})
              </>
            ) : (
              <>&quot;{asked}&quot;</>
            )}
            : {countOf(rows.length, query.module.toLowerCase().replace(/s$/, ''))} found in the sample data.
          </p>
        )}
        {/* Bounds that cannot both hold are named, never left to an empty table (s40z2); the query is still shown below. */}
        {result.ok &&
          result.notes?.map((note) => (
            <p key={note}>
              <strong>Note:</strong> {note}
            </p>
          ))}
      </div>

      {!result.ok && result.suggestion && (
        <div className={styles.row}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              const corrected = result.suggestion ?? '';
              setQuestion(corrected);
              ask(corrected);
              box.current?.focus();
            }}>
            Ask “{result.suggestion}” instead
          </button>
        </div>
      )}
      {!result.ok && result.partial && (
        <div className={styles.panel}>
          <h4>Understood so far</h4>
          <Understood query={result.partial} ignored={[]} />
          {result.keepsMeaning === false ? (
            <p>Not offered: running without {result.unknown?.map((u) => `“${u}”`).join(' and ')} would change what the question asks.</p>
          ) : (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                ask(asked, true);
                box.current?.focus();
              }}>
              Run without {result.unknown?.map((u) => `“${u}”`).join(' and ')}
            </button>
          )}
        </div>
      )}
      {query && request && (
        <div>
          <div className={styles.panel}>
            <h4>Understood as</h4>
            <Understood query={query} ignored={ignored} connectors={result.ok ? result.connectors : []} />
          </div>
          <div className={styles.panel}>
            <h4>Answer</h4>
            {rows.length === 0 ? (
              <p>No sample records match. Try a wider range or another stage{query.assumed?.length ? ', or write the year of a date' : ''}.</p>
            ) : (
              <WideTable id={`${id}-table`} label="Answer table" layout={`${columnsOf(query).join(',')}|${rows.map((r) => String(r.id)).join(',')}`}>
                <table>
                  <caption className={a11y.visuallyHidden}>Matching sample {query.module.toLowerCase()}</caption>
                  <thead>
                    <tr>
                      {columnsOf(query).map((c) => (
                        <th key={c} scope="col">
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => (
                      <tr key={String(r.id)}>
                        {columnsOf(query).map((c) => (
                          <td key={c}>{show(cellOf(r, c))}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </WideTable>
            )}
          </div>
          <div className={styles.panel}>
            <h4>The Zoho CRM request it would make</h4>
            <p>
              <code>
                {request.method} {request.url}
              </code>
            </p>
            <p>OAuth scopes needed: {request.scopes.map((s, i) => <span key={s}>{i > 0 && ' and '}<code>{s}</code></span>)}</p>
            <span className={styles.label} id={`${id}-coql`}>
              COQL query
            </span>
            <pre className={styles.output} role="region" aria-labelledby={`${id}-coql`} tabIndex={0}>
              {request.body.select_query}
            </pre>
            <button type="button" className={styles.secondary} onClick={() => void copy(request.body.select_query, 'COQL query')}>
              Copy the COQL query
            </button>
            <span className={styles.label} id={`${id}-curl`}>
              As curl (token from an environment variable)
            </span>
            <pre className={styles.output} role="region" aria-labelledby={`${id}-curl`} tabIndex={0}>
              {toCurl(request)}
            </pre>
            <div className={styles.row}>
              <button type="button" className={styles.secondary} onClick={() => void copy(toCurl(request), 'curl command')}>
                Copy the curl command
              </button>
              <span aria-live="polite">{copied}</span>
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
