import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {stableId} from '@site/src/lib/ids';
import clsx from 'clsx';
import {
  buildIvf,
  CancelledError,
  COMPARED_RUNS,
  EXPLORER_DEFAULTS as D,
  exactSearch,
  generateDatasetSteps,
  ivfSearch,
  meanRecall,
  runSliced,
  timedComparison,
  type BatchStats,
  type Dataset,
  type IvfIndex,
  type Progress,
} from '@site/src/retrieval/vector-search';
import styles from './styles.module.css';
import {ToolPanel} from '@site/src/learning-tools/tool-panel';

type Params = {nlist: number; nprobe: number; k: number};
type Measured = {
  params: Params;
  exact: BatchStats;
  ivf: BatchStats;
  recall: number;
  buildMs: number;
};
type Status = {kind: 'idle'} | {kind: 'working'; progress: Progress} | {kind: 'done'} | {kind: 'error'; message: string};

const K_CHOICES = [1, 5, 10, 20] as const;
/** nprobe can reach nlist at every nlist, so a full scan is reachable at 128 and 256 too (u33a F3: it stopped at 64). */
const NPROBE_MAX = 256;
const fmt = (n: number, digits = 0): string =>
  n.toLocaleString('en-US', {minimumFractionDigits: digits, maximumFractionDigits: digits});
/**
 * Recall as a fraction and as a percent from one rounding (u33a F1: 0.9985 read "99.9%" and "0.998", the same number
 * rounded two ways): the thousandths are fixed once and both forms are printed from them.
 */
export function recallForms(recall: number): {fraction: string; percent: string} {
  const thousandths = Math.round(recall * 1000);
  return {fraction: (thousandths / 1000).toFixed(3), percent: (thousandths / 10).toFixed(1)};
}
const ms = (n: number): string => `${fmt(n, n < 10 ? 2 : 1)} ms`;

/**
 * How `ivf` compares with `exact` in words: "4.2× fewer" when IVF does less, "1.3× more" when it
 * does more (many probed lists plus the centroids can exceed brute force), "about the same" within
 * 5%. `less` and `more` are the words for each direction ("fewer"/"more", "faster"/"slower").
 */
export function comparedWith(exact: number, ivf: number, less: string, more: string, same = 'about the same'): string {
  if (exact <= 0 || ivf <= 0) return same;
  const ratio = exact / ivf;
  if (ratio >= 0.95 && ratio <= 1.05) return same;
  return ratio > 1 ? `${fmt(ratio, 1)}× ${less}` : `${fmt(1 / ratio, 1)}× ${more}`;
}

const SAME_WORK = 'about the same';

/** True when IVF compares about as many vectors as brute force (nprobe near nlist): then a speed ratio would only measure overhead and noise. */
export const sameWork = (m: Pick<Measured, 'exact' | 'ivf'>): boolean => comparedWith(m.exact.comparisons, m.ivf.comparisons, 'fewer', 'more', SAME_WORK) === SAME_WORK;

/** The result in words, the comparison counts first; times follow, with a speed ratio only when the work differs. */
export function summaryOf(m: Measured): string {
  const {nlist, nprobe, k} = m.params;
  const recall = recallForms(m.recall);
  const work =
    // At k = 1 there is one true neighbor per query (u29f X-3: never "the true 1 nearest neighbors").
    `IVF with nlist ${nlist} and nprobe ${nprobe} found ${k === 1 ? `the true nearest neighbor for ${recall.percent}% of the queries` : `${recall.percent}% of the true ${k} nearest neighbors`} ` +
    `(recall@${k} ${recall.fraction}), comparing ${fmt(m.ivf.comparisons)} vectors per query instead of ${fmt(m.exact.comparisons)} ` +
    `(${comparedWith(m.exact.comparisons, m.ivf.comparisons, 'fewer', 'more', SAME_WORK)}).`;
  const timing = `the same warm-up for both, then ${COMPARED_RUNS} runs of ${D.queryCount} queries in which the two take turns, the median of each`;
  if (sameWork(m)) {
    return (
      `${work} That is the same work as exact search, so no speed ratio is given: the times (${ms(m.ivf.milliseconds)} for IVF, ` +
      `${ms(m.exact.milliseconds)} for exact search; ${timing}) differ by the overhead of this page's IVF code (ranking the centroids, moving from list to list) and timing noise.`
    );
  }
  return (
    `${work} Timed alike (${timing}), IVF took ${ms(m.ivf.milliseconds)} against ${ms(m.exact.milliseconds)} for exact search ` +
    `(${comparedWith(m.exact.milliseconds, m.ivf.milliseconds, 'faster', 'slower', 'about the same time')}); times vary from run to run, the comparison counts do not.`
  );
}

/**
 * nprobe for a new nlist: the reader's chosen nprobe (`wanted`) when it fits, else nlist, with a note
 * saying so (u28z S2: nlist 8 clamped nprobe to 8, and back at nlist 64 it stayed 8 without a word).
 * `shown` is the nprobe before the change, to say when the reader's value comes back.
 */
export function nprobeFor(wanted: number, nlist: number, shown = wanted): {nprobe: number; note: string} {
  const nprobe = Math.min(wanted, nlist);
  if (nprobe < wanted) return {nprobe, note: `nprobe lowered from ${wanted} to ${nprobe} to fit nlist ${nlist}; it returns to ${wanted} when nlist allows.`};
  if (shown < wanted) return {nprobe, note: `nprobe is back to your ${wanted}, which fits nlist ${nlist}.`};
  return {nprobe, note: ''};
}

/**
 * This tab's settings (u29s S1: a reload or Back reset them): nlist, nprobe, the nprobe the reader chose, k, and
 * whether the explorer was run, in session storage (listed on the privacy page); read after mount.
 */
export const SIMILARITY_KEY = 'genai-enterprise:similarity-explorer:settings';
type Kept = Params & {wanted: number; started: boolean};

function readKept(): Kept | null {
  try {
    const raw = window.sessionStorage.getItem(SIMILARITY_KEY);
    const data = raw ? (JSON.parse(raw) as {v?: unknown; data?: Partial<Kept>}).data : null;
    if (!data) return null;
    const {nlist, nprobe, k, wanted, started} = data;
    const whole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;
    if (!whole(nlist, 8, 256) || nlist % 8 !== 0 || !whole(nprobe, 1, Math.min(NPROBE_MAX, nlist)) || !whole(wanted, 1, NPROBE_MAX)) return null;
    if (!K_CHOICES.includes(k as (typeof K_CHOICES)[number])) return null;
    return {nlist, nprobe, k: k as number, wanted, started: started === true};
  } catch {
    return null;
  }
}

/** The interactive part of the similarity-search explorer (browser only). */
export default function Explorer(): ReactNode {
  const id = stableId('similarity-explorer');
  const [params, setParams] = useState<Params>({nlist: D.nlist, nprobe: D.nprobe, k: D.k});
  const [status, setStatus] = useState<Status>({kind: 'idle'});
  /** The nprobe the reader chose last; nlist may lower the one in use (nprobeFor). */
  const [wantedNprobe, setWantedNprobe] = useState<number>(D.nprobe);
  const [nprobeNote, setNprobeNote] = useState('');
  const [measured, setMeasured] = useState<Measured | null>(null);
  const [started, setStarted] = useState(false);

  // Settings come back after mount (the first render matches the server's); each change is kept for this tab.
  const [read, setRead] = useState(false);
  useEffect(() => {
    const kept = readKept();
    if (kept) {
      setParams({nlist: kept.nlist, nprobe: kept.nprobe, k: kept.k});
      setWantedNprobe(kept.wanted);
      if (kept.started) setStarted(true);
    }
    setRead(true);
  }, []);
  useEffect(() => {
    if (!read) return;
    try {
      window.sessionStorage.setItem(SIMILARITY_KEY, JSON.stringify({v: 1, data: {...params, wanted: wantedNprobe, started}}));
    } catch {
      // Storage blocked or full: the settings hold until the page is left.
    }
  }, [read, params, wantedNprobe, started]);

  const dataset = useRef<Dataset | null>(null);
  const index = useRef<{nlist: number; index: IvfIndex; buildMs: number} | null>(null);
  const current = useRef<{aborted: boolean} | null>(null);

  const run = useCallback(async (p: Params) => {
    if (current.current) current.current.aborted = true;
    const signal = {aborted: false};
    current.current = signal;
    const onProgress = (progress: Progress) => setStatus({kind: 'working', progress});
    const options = {signal, onProgress};
    try {
      setStatus({kind: 'working', progress: {phase: 'Starting', done: 0, total: 1}});
      if (!dataset.current) {
        const generated = await runSliced(
          generateDatasetSteps({count: D.count, dim: D.dim, clusters: D.clusters, seed: D.seed, queryCount: D.queryCount}),
          options,
        );
        dataset.current = generated.value;
      }
      const data = dataset.current;
      if (!index.current || index.current.nlist !== p.nlist) {
        index.current = null;
        const built = await runSliced(buildIvf(data.base, {nlist: p.nlist, iterations: D.iterations, seed: D.seed}), options);
        index.current = {nlist: p.nlist, index: built.value, buildMs: built.busyMs};
      }
      // Both searches are timed together, every time, so their times come from the same moments (timedComparison).
      const ivfIndex = index.current.index;
      const compared = await runSliced(
        timedComparison(
          data.queries,
          (q) => exactSearch(data.base, q, p.k),
          (q) => ivfSearch(ivfIndex, q, p.k, p.nprobe),
        ),
        options,
      );
      const {exact, ivf} = compared.value;
      setMeasured({
        params: p,
        exact,
        ivf,
        recall: meanRecall(exact.results, ivf.results),
        buildMs: index.current.buildMs,
      });
      setStatus({kind: 'done'});
    } catch (error) {
      if (error instanceof CancelledError) return;
      setStatus({kind: 'error', message: error instanceof Error ? error.message : String(error)});
    }
  }, []);

  // After the first run, every parameter change re-runs (debounced while a slider moves).
  useEffect(() => {
    if (!started) return undefined;
    const timer = setTimeout(() => void run(params), 200);
    return () => clearTimeout(timer);
  }, [params, started, run]);

  // Stop background work when the reader leaves the page.
  useEffect(
    () => () => {
      if (current.current) current.current.aborted = true;
    },
    [],
  );

  const start = () => {
    // While a run is on, the button stays focusable and says it is busy (aria-disabled), so keyboard
    // focus stays on it instead of falling to the page (u29f X-1); the status announces the result.
    if (status.kind === 'working') return;
    if (started) void run(params);
    else setStarted(true);
  };

  const working = status.kind === 'working';
  const nprobeMax = Math.min(NPROBE_MAX, params.nlist);
  const stale =
    measured !== null &&
    (measured.params.nlist !== params.nlist || measured.params.nprobe !== params.nprobe || measured.params.k !== params.k);
  // While a run is on (an index rebuild after a new nlist, new queries) or the settings differ from the result's, the
  // result shown is marked outdated in words, not only dimmed (s47 S-2).
  const outdated = measured !== null && (working || stale);

  return (
    <ToolPanel title="Similarity-search explorer" widget="similarity-explorer">
      <p className={styles.hint}>
        Data: {fmt(D.count)} vectors × {D.dim} dimensions in {D.clusters} Gaussian clusters, unit length, generated from seed{' '}
        {D.seed}; {D.queryCount} query vectors from the same distribution. Similarity is the inner product (cosine for unit
        vectors). Everything runs in this browser tab.
      </p>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>IVF index parameters</legend>
        <div className={styles.controls}>
          <div>
            <label className={styles.label} htmlFor={`${id}-nlist`}>
              nlist (clusters in the index)
            </label>
            <input
              id={`${id}-nlist`}
              type="range"
              min={8}
              max={256}
              step={8}
              value={params.nlist}
              aria-describedby={`${id}-nlist-help`}
              onChange={(e) => {
                const nlist = Number(e.target.value);
                const next = nprobeFor(wantedNprobe, nlist, params.nprobe);
                setNprobeNote(next.note);
                setParams((p) => ({...p, nlist, nprobe: next.nprobe}));
              }}
            />
            <span className={styles.value} aria-hidden="true">
              {params.nlist}
            </span>
            <p id={`${id}-nlist-help`} className={styles.hint}>
              Changing nlist rebuilds the index (k-means). √{fmt(D.count)} ≈ 63.
            </p>
          </div>
          <div>
            <label className={styles.label} htmlFor={`${id}-nprobe`}>
              nprobe (clusters scanned per query)
            </label>
            <input
              id={`${id}-nprobe`}
              type="range"
              min={1}
              max={nprobeMax}
              step={1}
              value={Math.min(params.nprobe, nprobeMax)}
              aria-describedby={`${id}-nprobe-help`}
              onChange={(e) => {
                const nprobe = Number(e.target.value);
                setWantedNprobe(nprobe);
                setNprobeNote('');
                setParams((p) => ({...p, nprobe}));
              }}
            />
            <span className={styles.value} aria-hidden="true">
              {params.nprobe}
            </span>
            <p id={`${id}-nprobe-help`} className={styles.hint}>
              The query-time knob: more cells scanned, higher recall, more work. It cannot exceed nlist.
            </p>
            <p className={styles.hint} aria-live="polite">
              {nprobeNote}
            </p>
          </div>
          <div>
            <label className={styles.label} htmlFor={`${id}-k`}>
              k (neighbors returned)
            </label>
            <select
              id={`${id}-k`}
              className={styles.select}
              value={params.k}
              onChange={(e) => {
                const k = Number(e.target.value);
                setParams((p) => ({...p, k}));
              }}>
              {K_CHOICES.map((k) => (
                <option key={k} value={k}>
                  {k}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button type="button" className={clsx('button button--primary', styles.run, working && styles.busy)} onClick={start} aria-disabled={working}>
          {started ? 'Run again' : 'Build index and run queries'}
        </button>
      </fieldset>

      <div className={styles.progressRow} aria-hidden={!working}>
        {working && (
          <>
            <label htmlFor={`${id}-progress`} className={styles.progressLabel}>
              {status.progress.phase}
            </label>
            <progress id={`${id}-progress`} max={status.progress.total} value={status.progress.done} />
          </>
        )}
      </div>

      <div className={clsx(styles.status, status.kind === 'error' && styles.error)} role="status" aria-live="polite">
        {status.kind === 'error' && <p>The explorer stopped: {status.message}. Reload the page to try again.</p>}
        {status.kind !== 'error' && measured === null && !working && (
          <p>Press the button to generate the data, build the IVF index and run the queries. It takes a moment.</p>
        )}
        {status.kind !== 'error' && measured === null && working && <p>Working: {status.progress.phase}…</p>}
        {status.kind !== 'error' && measured !== null && outdated && (
          <p className={styles.outdatedNote}>
            <strong>Outdated.</strong>{' '}
            {stale
              ? `The result below is for nlist ${measured.params.nlist}, nprobe ${measured.params.nprobe} and k ${measured.params.k}, not your new settings; ${
                  measured.params.nlist !== params.nlist ? 'the index is rebuilt and the queries run again' : 'the queries run again'
                }, and the new result replaces it when it is ready.`
              : 'Running again: the result below is from the previous run and is replaced when the new one is ready.'}
          </p>
        )}
        {status.kind !== 'error' && measured !== null && (
          <p className={clsx(outdated && styles.stale)}>
            {outdated ? 'Previous result: ' : ''}
            {summaryOf(measured)}
          </p>
        )}
      </div>

      {measured !== null && (
        <div
          className={clsx(styles.tableWrap, outdated && styles.stale)}
          data-outdated={outdated ? 'true' : undefined}
          role="region"
          aria-label="Results table"
          tabIndex={0}>
          <table className={styles.table}>
            <caption>
              Exact vs IVF over {D.queryCount} queries, k = {measured.params.k} (nlist {measured.params.nlist}, nprobe{' '}
              {measured.params.nprobe}){outdated ? ': outdated, a new result is on its way' : ''}
            </caption>
            <thead>
              <tr>
                <th scope="col">Measure</th>
                <th scope="col">Exact (brute force)</th>
                <th scope="col">IVF</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Recall@{measured.params.k}</th>
                <td>1.000</td>
                <td>{recallForms(measured.recall).fraction}</td>
              </tr>
              <tr>
                <th scope="row">Vectors compared per query</th>
                <td>{fmt(measured.exact.comparisons)}</td>
                <td>
                  {fmt(measured.ivf.comparisons)} ({comparedWith(measured.exact.comparisons, measured.ivf.comparisons, 'fewer', 'more')})
                </td>
              </tr>
              <tr>
                <th scope="row">
                  Search time, {D.queryCount} queries (median of {COMPARED_RUNS} runs)
                </th>
                <td>{ms(measured.exact.milliseconds)}</td>
                <td>
                  {ms(measured.ivf.milliseconds)}{' '}
                  {sameWork(measured)
                    ? '(same work: no speed ratio)'
                    : `(${comparedWith(measured.exact.milliseconds, measured.ivf.milliseconds, 'faster', 'slower', 'about the same time')})`}
                </td>
              </tr>
              <tr>
                <th scope="row">Index build time</th>
                <td>none</td>
                <td>{ms(measured.buildMs)}</td>
              </tr>
            </tbody>
          </table>
          <p className={styles.hint}>
            Vectors compared include the {measured.params.nlist} centroids IVF checks first. Times are this browser&apos;s
            wall-clock time for the search work, measured for both searches alike: the same warm-up that is not timed (the first
            calls of a function run before the browser has optimized it), then {COMPARED_RUNS} runs in which exact and IVF search take
            turns, the median of each. They still vary from run to run; the comparison counts do not. When both compare about as
            many vectors, no speed ratio is given: the gap is overhead and noise.
          </p>
        </div>
      )}
    </ToolPanel>
  );
}
