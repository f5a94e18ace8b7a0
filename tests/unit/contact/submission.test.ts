import {afterEach, describe, expect, it, vi} from 'vitest';
import {newsletterForm} from '@site/src/lib/forms/definitions';
import {normalizeEndpoint, resolveEndpoint} from '@site/src/lib/forms/endpoint';
import {buildPayload} from '@site/src/lib/forms/payload';
import {
  DEFAULT_TIMEOUT_MS,
  canSubmit,
  createSubmitGate,
  describeFailure,
  initialSubmissionState,
  postJson,
  transition,
  type FetchLike,
  type SubmissionState,
} from '@site/src/lib/forms/submission';

const payload = buildPayload(newsletterForm, {email: 'a@b.co', topics: ['cap'], consent: true}, new Date(0));

afterEach(() => {
  vi.useRealTimers();
});

describe('postJson', () => {
  it('POSTs the payload as JSON and reports success on 2xx', async () => {
    const fetchImpl = vi.fn<FetchLike>(async () => ({ok: true, status: 204}));
    const result = await postJson('https://forms.example/submit', payload, {fetchImpl});
    expect(result).toEqual({ok: true});
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://forms.example/submit');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(payload);
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.credentials).toBe('omit');
  });

  it('reports an HTTP error with its status', async () => {
    const result = await postJson('/form', payload, {fetchImpl: async () => ({ok: false, status: 503})});
    expect(result).toEqual({ok: false, failure: {kind: 'http', status: 503}});
  });

  it('reports a network failure when fetch rejects', async () => {
    const result = await postJson('/form', payload, {
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(result).toEqual({ok: false, failure: {kind: 'network'}});
  });

  it('aborts and reports a timeout when no answer comes in time', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetchImpl: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init.signal ?? undefined;
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = postJson('/form', payload, {fetchImpl, timeoutMs: 1000});
    await vi.advanceTimersByTimeAsync(999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ok: false, failure: {kind: 'timeout', afterMs: 1000}});
    expect(signal?.aborted).toBe(true);
  });

  it('waits 15 seconds by default', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });
});

describe('submission state machine', () => {
  const run = (...events: Parameters<typeof transition>[1][]): SubmissionState =>
    events.reduce<SubmissionState>((s, e) => transition(s, e), initialSubmissionState);

  it('goes idle → submitting → sent', () => {
    expect(run({type: 'start'})).toEqual({status: 'submitting'});
    expect(run({type: 'start'}, {type: 'resolved', result: {ok: true}})).toEqual({status: 'sent'});
  });

  it('keeps a failure with its reason, and allows a retry', () => {
    const failed = run({type: 'start'}, {type: 'resolved', result: {ok: false, failure: {kind: 'network'}}});
    expect(failed).toEqual({status: 'failed', failure: {kind: 'network'}});
    expect(canSubmit(failed)).toBe(true);
    expect(transition(failed, {type: 'start'})).toEqual({status: 'submitting'});
  });

  it('ignores a second start while a request is in flight', () => {
    const submitting = run({type: 'start'});
    expect(canSubmit(submitting)).toBe(false);
    expect(transition(submitting, {type: 'start'})).toBe(submitting);
    expect(transition(submitting, {type: 'invalid'})).toBe(submitting);
    expect(transition(submitting, {type: 'reset'})).toBe(submitting);
  });

  it('ignores results that arrive when nothing is in flight', () => {
    expect(transition(initialSubmissionState, {type: 'resolved', result: {ok: true}})).toBe(initialSubmissionState);
  });

  it('counts invalid attempts so each one can move focus again', () => {
    expect(run({type: 'invalid'}, {type: 'invalid'})).toEqual({status: 'invalid', attempt: 2});
  });

  it('records the e-mail fallback and allows opening it again', () => {
    const mailto = run({type: 'mailto', href: 'mailto:x'});
    expect(mailto).toEqual({status: 'mailto', href: 'mailto:x', attempt: 1});
    expect(canSubmit(mailto)).toBe(true);
  });

  it('does not submit again after success until reset', () => {
    const sent = run({type: 'start'}, {type: 'resolved', result: {ok: true}});
    expect(canSubmit(sent)).toBe(false);
    expect(transition(sent, {type: 'start'})).toBe(sent);
    expect(transition(sent, {type: 'reset'})).toEqual({status: 'idle'});
  });
});

describe('createSubmitGate', () => {
  it('lets one submission in at a time', () => {
    const gate = createSubmitGate();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.busy).toBe(true);
    expect(gate.tryEnter()).toBe(false);
    gate.leave();
    expect(gate.tryEnter()).toBe(true);
  });
});

describe('describeFailure', () => {
  it('names the HTTP status and promises nothing was lost', () => {
    const {title, body} = describeFailure({kind: 'http', status: 500});
    expect(title).toBe('Your message was not sent');
    expect(body).toContain('HTTP status 500');
    expect(body).toContain('Everything you typed is still in the form');
  });
  it('explains a network failure', () => {
    expect(describeFailure({kind: 'network'}).body).toMatch(/could not reach our form service/);
  });
  it('is honest that a timed-out message may have arrived', () => {
    const {body} = describeFailure({kind: 'timeout', afterMs: 15_000});
    expect(body).toContain('within 15 seconds');
    expect(body).toContain('may or may not have arrived');
  });
});

describe('endpoint', () => {
  it('accepts http(s) URLs and same-origin paths only', () => {
    expect(normalizeEndpoint('https://forms.example/in')).toBe('https://forms.example/in');
    expect(normalizeEndpoint(' /form-endpoint ')).toBe('/form-endpoint');
    expect(normalizeEndpoint('//evil.example/x')).toBe('');
    expect(normalizeEndpoint('javascript:alert(1)')).toBe('');
    expect(normalizeEndpoint('')).toBe('');
    expect(normalizeEndpoint(undefined)).toBe('');
    expect(normalizeEndpoint(42)).toBe('');
  });
  it('lets the test hook override the build-time value, including with "none"', () => {
    expect(resolveEndpoint('https://a.example/', undefined)).toBe('https://a.example/');
    expect(resolveEndpoint('https://a.example/', '/form-endpoint')).toBe('/form-endpoint');
    expect(resolveEndpoint('https://a.example/', '')).toBe('');
    expect(resolveEndpoint('', undefined)).toBe('');
  });
});
