/**
 * s54 tester t-api (issue 28), findings F5-F7 on the sample helpdesk document, with my own requests (answers written
 * before running them). Rows run the page's own chain (assist.ts). Each row failed before its fix.
 */
import {describe, expect, it} from 'vitest';
import {buildRequest, parseOpenApi, type ApiDocument} from '@site/src/demos/universal-api-assistant/openapi';
import {assist} from '@site/src/demos/universal-api-assistant/assist';
import {SAMPLE_OPENAPI} from '@site/src/demos/universal-api-assistant/sample';

const parse = (text: string): ApiDocument => {
  const r = parseOpenApi(text);
  if (!r.ok) throw new Error(r.error.message);
  return r.doc;
};
const HELPDESK = parse(SAMPLE_OPENAPI);
function ask(request: string) {
  const a = assist(HELPDESK, request);
  return {chosen: a.chosen?.key ?? null, values: Object.fromEntries([...a.filled.values()].map((v) => [v.label, v.value])), notes: Object.fromEntries(a.notes.map((n) => [n.label, n.note]))};
}

describe('F5: a free-text phrase ends before another field\'s "value noun" pair', () => {
  it.each([
    ['open a ticket for kim@shop.example, subject Cannot reset password, high priority', 'Cannot reset password', 'high'],
    ['create a ticket for ana@example.org with subject Invoice shows wrong VAT rate, urgent priority', 'Invoice shows wrong VAT rate', 'urgent'],
    ['open a ticket for li@example.net, subject Printer jams on page two, low priority please', 'Printer jams on page two', 'low'],
  ])('%s', (request, subject, priority) => {
    const got = ask(request);
    expect(got.chosen).toBe('POST /tickets');
    expect(got.values.subject).toBe(subject);
    expect(got.values.priority).toBe(priority);
  });

  it('a comma followed by words that are no allowed value stays in the phrase', () => {
    const got = ask('open a ticket for kim@shop.example, priority high, subject Cannot reset password, new phone');
    expect(got.values.subject).toBe('Cannot reset password, new phone');
    expect(got.values.priority).toBe('high');
  });
});

/** My own code-hosting document (repositories hold issues), GitHub-shaped: owner and repository in the path. */
const TRACKER = parse(`openapi: 3.0.3
info: {title: Tracker, version: '1'}
servers: [{url: 'https://git.example.test/api'}]
paths:
  /repos/{owner}/{repo}/issues:
    get:
      operationId: listIssues
      summary: List issues of a repository
      parameters:
        - {name: owner, in: path, required: true, schema: {type: string}}
        - {name: repo, in: path, required: true, schema: {type: string}}
        - {name: state, in: query, schema: {type: string, enum: [open, closed, all]}}
        - {name: labels, in: query, description: 'Comma-separated label names, such as bug,editor', schema: {type: string}}
    post:
      operationId: createIssue
      summary: Create an issue
      parameters:
        - {name: owner, in: path, required: true, schema: {type: string}}
        - {name: repo, in: path, required: true, schema: {type: string}}
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [title]
              properties:
                title: {type: string}
                body: {type: string}
                labels: {type: array, items: {type: string}}
  /repos/{owner}/{repo}/issues/{number}:
    patch:
      operationId: updateIssue
      summary: Update an issue
      parameters:
        - {name: owner, in: path, required: true, schema: {type: string}}
        - {name: repo, in: path, required: true, schema: {type: string}}
        - {name: number, in: path, required: true, schema: {type: integer}}
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                title: {type: string}
                state: {type: string, enum: [open, closed]}
  /repos/{owner}/{repo}/issues/{number}/comments:
    post:
      operationId: createComment
      summary: Comment on an issue
      parameters:
        - {name: owner, in: path, required: true, schema: {type: string}}
        - {name: repo, in: path, required: true, schema: {type: string}}
        - {name: number, in: path, required: true, schema: {type: integer}}
      requestBody:
        required: true
        content:
          application/json:
            schema: {type: object, required: [body], properties: {body: {type: string}}}
`);

describe('F7: the text a request sends does not count against the operation', () => {
  it('"internal note on ID: …" is the reply operation, with public false as its description says', () => {
    const got = ask('internal note on TCK-2207: customer sent the logs, waiting on dev');
    expect(got.chosen).toBe('POST /tickets/{ticketId}/comments');
    expect(got.values).toEqual({ticketId: 'TCK-2207', public: 'false', body: 'customer sent the logs, waiting on dev'});
  });

  it('"saying …" introduces the message, and "publicly" sets public', () => {
    const got = ask('reply publicly to TCK-4410 saying Your replacement ships Monday.');
    expect(got.chosen).toBe('POST /tickets/{ticketId}/comments');
    expect(got.values).toEqual({ticketId: 'TCK-4410', body: 'Your replacement ships Monday', public: 'true'});
  });

  it('a message with a ";" in it: the first part is filled, the rest is named in a note', () => {
    const got = ask('reply to TCK-3001 with the message clear the cache; then log in again');
    expect(got.chosen).toBe('POST /tickets/{ticketId}/comments');
    expect(got.values).toEqual({ticketId: 'TCK-3001', body: 'clear the cache'});
    expect(got.notes.body).toMatch(/“then log in again” after the “;” in your request is not in body/);
  });

  it('"titled …", an owner/repository and a list written without spaces are values, not words against the match', () => {
    const a = assist(TRACKER, 'create an issue in acme/widgets titled Crash when saving a draft with labels bug,editor');
    expect(a.chosen?.key).toBe('POST /repos/{owner}/{repo}/issues');
    expect([...a.filled.values()].find((v) => v.label === 'title')?.value).toBe('Crash when saving a draft');
  });

  it('a list written without spaces stays a word of the request: "show issues labelled bug,editor" is still the list', () => {
    expect(assist(TRACKER, 'show issues labelled bug,editor').chosen?.key).toBe('GET /repos/{owner}/{repo}/issues');
  });

  it('the item\'s own noun before its id is no such thing: "ticket on TCK-1: …" still chooses nothing', () => {
    expect(ask('ticket on TCK-5510: customer called twice').chosen).toBeNull();
  });
});

describe('F10: server URLs read as RFC 3986 reads them', () => {
  const withServer = (url: string) => parse(`openapi: 3.1.0
info: {title: Ping, version: '1'}
servers: [{url: ${JSON.stringify(url)}}]
paths:
  /status:
    get:
      operationId: status
      summary: Read the status
      parameters: [{name: verbose, in: query, schema: {type: boolean}}]
      responses: {'200': {description: ok}}
`);
  const built = (url: string, values: Record<string, string> = {}) => {
    const doc = withServer(url);
    const r = buildRequest(doc, doc.operations[0], values);
    if (!r.ok) throw new Error('not built');
    return {url: r.request.url, note: doc.serverNote};
  };

  it('a scheme and host in capitals (RFC 3986 §3.1, §3.2.2) are the same URL, in lower case, with no note', () => {
    expect(built('HTTP://Status.Example.ORG/api')).toEqual({url: 'http://status.example.org/api/status', note: null});
  });

  it('"//host/path" (a network-path reference, RFC 3986 §4.2) is that host over https, and the note says so', () => {
    const got = built('//status.example.org/api/');
    expect(got.url).toBe('https://status.example.org/api/status');
    expect(got.note).toMatch(/names a host but no scheme, so requests use https:\/\/status\.example\.org\/api\./);
  });

  it('a query in the server URL (RFC 3986 §3.4) goes after the path, before the operation\'s own', () => {
    expect(built('https://status.example.org/api?region=eu', {'query:verbose': 'true'}).url).toBe('https://status.example.org/api/status?region=eu&verbose=true');
    const got = built('https://status.example.org/api?region=eu#top');
    expect(got.url).toBe('https://status.example.org/api/status?region=eu');
    expect(got.note).toMatch(/its query "\?region=eu" is sent after each operation's path; its fragment "#top" is never sent/);
  });

  it('a relative path that starts like a host stays relative, and the note says what the document should say', () => {
    const got = built('status.example.org/api');
    expect(got.url).toBe('https://api.example.com/status.example.org/api/status');
    expect(got.note).toMatch(/is relative, so requests use https:\/\/api\.example\.com in front of it\. It starts like a host name: if status\.example\.org is the server, the document should say "https:\/\/status\.example\.org\/api"/);
  });

  it('a plain https URL and a plain relative path are as before', () => {
    expect(built('https://status.example.org/api')).toEqual({url: 'https://status.example.org/api/status', note: null});
    expect(built('/v2')).toEqual({url: 'https://api.example.com/v2/status', note: 'The server URL "/v2" is relative, so requests use https://api.example.com in front of it.'});
  });

  it('a scheme that is no http(s) is said, never glued behind the fallback host', () => {
    const got = built('ftp://files.example.org/pub');
    expect(got.url).toBe('https://api.example.com/status');
    expect(got.note).toMatch(/is no http or https URL/);
  });
});

describe('F9: a parser message ends its sentence', () => {
  it('a YAML flow sequence left open: the message ends with one full stop, so the next sentence does not run on', () => {
    const r = parseOpenApi('openapi: 3.0.3\ninfo:\n  title: Broken\n  version: "1"\npaths:\n  /things:\n    get:\n      tags: [a, b\n      summary: List\n');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/^YAML syntax error at line \d+, column \d+: .+[^.]\.$/s);
  });

  it('a JSON error keeps exactly one full stop', () => {
    const r = parseOpenApi('{"openapi": "3.0.3", "info": {"title": "x",}}');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.message).toMatch(/^JSON syntax error at line 1, column \d+: .+[^.]\.$/);
  });
});

describe('F6: a value the request names is filled, or a note says why not', () => {
  it('an order id with the field\'s mark that its pattern refuses gets a note', () => {
    const got = ask('refund ORD-913 $15');
    expect(got.chosen).toBe('POST /refunds');
    expect(got.values.orderId).toBeUndefined();
    expect(got.notes.orderId).toMatch(/“ORD-913” from your request is not filled in: .*\^ORD-\[0-9\]\{5\}\$/);
    // The field's own id is still filled, with no note.
    expect(ask('refund ORD-20931 $15').values.orderId).toBe('ORD-20931');
  });

  it('a name after "customer" fills a search term for a name or an e-mail', () => {
    expect(ask('find customer Aïcha De la Cruz').values).toEqual({q: 'Aïcha De la Cruz'});
    expect(ask('find customer named Tomás Ferreira').values).toEqual({q: 'Tomás Ferreira'});
    expect(ask('find customer noor@shop.example').values).toEqual({q: 'noor@shop.example'});
  });

  it('"the 3 newest tickets" fills the limit, with a note on the order', () => {
    const got = ask('show the 3 newest tickets');
    expect(got.chosen).toBe('GET /tickets');
    expect(got.values).toEqual({limit: '3'});
    expect(got.notes.limit).toMatch(/is read as limit = 3: the first 3 in the order the API lists them; check that it lists the newest first/);
    const over = ask('list the latest 250 tickets');
    expect(over.values.limit).toBeUndefined();
    expect(over.notes.limit).toMatch(/“250” from your request is not filled in: limit 250 is above the maximum of 100/);
  });
});
