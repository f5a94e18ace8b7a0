import type {SubmissionPayload} from './payload';

/** How long a submission may take before the form stops waiting and says so. */
export const DEFAULT_TIMEOUT_MS = 15_000;

export type SubmissionFailure =
  | {readonly kind: 'http'; readonly status: number}
  | {readonly kind: 'network'}
  | {readonly kind: 'timeout'; readonly afterMs: number};

export type SubmissionResult = {readonly ok: true} | {readonly ok: false; readonly failure: SubmissionFailure};

export type FetchLike = (input: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status'>>;

export type PostOptions = {
  readonly fetchImpl?: FetchLike;
  readonly timeoutMs?: number;
};

/**
 * POSTs the payload as JSON. Resolves (never rejects) with what happened: any 2xx is success,
 * other statuses are HTTP failures, a rejected fetch is a network failure, and no answer within
 * `timeoutMs` aborts the request and reports a timeout.
 */
export async function postJson(endpoint: string, payload: SubmissionPayload, options: PostOptions = {}): Promise<SubmissionResult> {
  const fetchImpl: FetchLike = options.fetchImpl ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
      // Nothing about the reader's page goes along with the form data.
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
    });
    if (timedOut) return {ok: false, failure: {kind: 'timeout', afterMs: timeoutMs}};
    return response.ok ? {ok: true} : {ok: false, failure: {kind: 'http', status: response.status}};
  } catch {
    return {ok: false, failure: timedOut ? {kind: 'timeout', afterMs: timeoutMs} : {kind: 'network'}};
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The form's submission states:
 * - `idle`: filling in;
 * - `invalid`: a submit found problems (the error summary shows);
 * - `submitting`: a request is in flight (further submits are ignored);
 * - `failed`: the request failed; every field is kept and retry / e-mail are offered;
 * - `mailto`: no endpoint is configured, a pre-filled e-mail was opened instead;
 * - `sent`: the endpoint accepted the submission; the draft is cleared.
 */
export type SubmissionState =
  | {readonly status: 'idle'}
  | {readonly status: 'invalid'; readonly attempt: number}
  | {readonly status: 'submitting'}
  | {readonly status: 'failed'; readonly failure: SubmissionFailure}
  | {readonly status: 'mailto'; readonly href: string; readonly attempt: number}
  | {readonly status: 'sent'};

export type SubmissionEvent =
  | {readonly type: 'invalid'}
  | {readonly type: 'start'}
  | {readonly type: 'resolved'; readonly result: SubmissionResult}
  | {readonly type: 'mailto'; readonly href: string}
  | {readonly type: 'reset'};

export const initialSubmissionState: SubmissionState = {status: 'idle'};

function attemptOf(state: SubmissionState): number {
  return 'attempt' in state ? state.attempt : 0;
}

/** True when a new submission may start (not while one is in flight, not after success). */
export function canSubmit(state: SubmissionState): boolean {
  return state.status !== 'submitting' && state.status !== 'sent';
}

/** The state machine. Events that make no sense in a state leave it unchanged. */
export function transition(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  switch (event.type) {
    case 'invalid':
      return canSubmit(state) ? {status: 'invalid', attempt: attemptOf(state) + 1} : state;
    case 'start':
      return canSubmit(state) ? {status: 'submitting'} : state;
    case 'mailto':
      return canSubmit(state) ? {status: 'mailto', href: event.href, attempt: attemptOf(state) + 1} : state;
    case 'resolved':
      if (state.status !== 'submitting') return state;
      return event.result.ok ? {status: 'sent'} : {status: 'failed', failure: event.result.failure};
    case 'reset':
      return state.status === 'submitting' ? state : initialSubmissionState;
  }
}

/**
 * A synchronous in-flight guard. React state updates land after the event handler, so two quick
 * clicks could both see "not submitting"; the gate closes at once and opens when the request ends.
 */
export function createSubmitGate() {
  let busy = false;
  return {
    tryEnter(): boolean {
      if (busy) return false;
      busy = true;
      return true;
    },
    leave(): void {
      busy = false;
    },
    get busy(): boolean {
      return busy;
    },
  };
}
export type SubmitGate = ReturnType<typeof createSubmitGate>;

/** What the reader is told about a failure, in plain words. */
export function describeFailure(failure: SubmissionFailure): {readonly title: string; readonly body: string} {
  switch (failure.kind) {
    case 'http':
      return {
        title: 'Your message was not sent',
        body: `Our form service answered with an error (HTTP status ${failure.status}), so your message did not reach us. Everything you typed is still in the form: try again in a moment, or send it by e-mail instead.`,
      };
    case 'network':
      return {
        title: 'Your message was not sent',
        body: 'We could not reach our form service. Your connection may have dropped, or something on the way blocked the request. Everything you typed is still in the form: check your connection and try again, or send it by e-mail instead.',
      };
    case 'timeout':
      return {
        title: 'No answer from our form service',
        body: `Our form service did not answer within ${Math.round(failure.afterMs / 1000)} seconds, so we stopped waiting. Your message may or may not have arrived. Everything you typed is still in the form: try again, or send it by e-mail to be sure.`,
      };
  }
}
