/** The kit's keeper of a demo's work in browser storage (issue 28, D6): versioned, migrated, capped, failures reported. */
import {describe, expect, it} from 'vitest';
import {backupKey, DEMO_KEY_PREFIX, forgetKept, loadKept, saveKept, type KeptSpec} from '@site/src/demos/kit/persist';
import {DOCUMENT_QA_KEPT, fileFits, MAX_KEPT_CHARS} from '@site/src/demos/document-qa/kept';
import {WORKPLACE_KEPT} from '@site/src/demos/virtual-workplace-assistant/kept';
import {ZOHLAR_KEPT} from '@site/src/demos/zohlar-showcase/kept';
import {MemoryStore} from './memoryStore';


/** A store that refuses writes the way browsers do: a DOMException named QuotaExceededError (HTML Standard, Storage setItem). */
class FullStore extends MemoryStore {
  setItem(): void {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  }
}

type Note = {text: string};
/** Version 2 stores {text}; version 1 stored a bare string, migrated on load. */
const SPEC: KeptSpec<Note> = {
  key: `${DEMO_KEY_PREFIX}test`,
  version: 2,
  maxChars: 200,
  what: 'your note',
  read: (data, v) => {
    if (v === 1) return typeof data === 'string' ? {text: data} : null;
    return typeof data === 'object' && data !== null && typeof (data as Note).text === 'string' ? {text: (data as Note).text} : null;
  },
  toText: (d) => d.text,
};

describe('saveKept and loadKept', () => {
  it('write a versioned record {v, savedAt, data} and read it back', () => {
    const store = new MemoryStore();
    const saved = saveKept(SPEC, {text: 'hello'}, store, new Date('2026-11-25T10:00:00Z'));
    expect(saved).toEqual({ok: true, savedAt: '2026-11-25T10:00:00.000Z'});
    expect(JSON.parse(store.getItem(SPEC.key)!)).toEqual({v: 2, savedAt: '2026-11-25T10:00:00.000Z', data: {text: 'hello'}});
    expect(loadKept(SPEC, store)).toEqual({data: {text: 'hello'}, savedAt: '2026-11-25T10:00:00.000Z', problem: null, unreadable: null});
  });

  it('migrate an older version through the spec’s read', () => {
    const store = new MemoryStore();
    store.setItem(SPEC.key, JSON.stringify({v: 1, savedAt: '2026-01-01T00:00:00.000Z', data: 'old note'}));
    expect(loadKept(SPEC, store).data).toEqual({text: 'old note'});
  });

  it('return nothing, and no problem, when nothing is kept', () => {
    expect(loadKept(SPEC, new MemoryStore())).toEqual({data: null, savedAt: null, problem: null, unreadable: null});
    expect(loadKept(SPEC, null).data).toBeNull();
  });

  it.each([
    ['damaged JSON', '{"v":2,"savedAt":', 'is damaged'],
    ['a newer version', JSON.stringify({v: 3, savedAt: 'x', data: {text: 'future'}}), 'newer version of this demo (format 3)'],
    ['the wrong shape', JSON.stringify({v: 2, savedAt: 'x', data: {words: 1}}), 'not in a form this demo can read'],
  ])('move %s to the backup key, report it and hand it over for download', (_label, raw, phrase) => {
    const store = new MemoryStore();
    store.setItem(SPEC.key, raw);
    const loaded = loadKept(SPEC, store);
    expect(loaded.data).toBeNull();
    expect(loaded.problem).toContain(phrase);
    expect(loaded.problem).toContain(`kept under ${backupKey(SPEC.key)}`);
    expect(loaded.unreadable).toBe(raw);
    expect(store.getItem(backupKey(SPEC.key))).toBe(raw);
    expect(store.getItem(SPEC.key)).toBeNull();
  });

  it('leave unreadable data in place when the backup cannot be written, and say to download it now', () => {
    const store = new FullStore();
    store.map.set(SPEC.key, 'not json');
    const loaded = loadKept(SPEC, store);
    expect(loaded.problem).toContain('refused to keep a backup copy, so download it now');
    expect(store.map.get(SPEC.key)).toBe('not json');
  });

  it('refuse work over the size cap with its size, and keep the earlier copy', () => {
    const store = new MemoryStore();
    saveKept(SPEC, {text: 'short'}, store);
    const saved = saveKept(SPEC, {text: 'x'.repeat(300)}, store);
    expect(saved.ok).toBe(false);
    expect(saved).toMatchObject({reason: 'too-large'});
    expect(!saved.ok && saved.message).toMatch(/^Your note is 3\d\d characters; this page keeps at most 200 in your browser, so it is not kept after a reload\. It is still on this page: download a copy/);
    expect(loadKept(SPEC, store).data).toEqual({text: 'short'});
  });

  it('agree the verb with a plural “what” (u28s S-D4: “the documents you added is …”)', () => {
    const big = {documents: [{id: 'a', title: 'A', text: 'w '.repeat(ZOHLAR_KEPT.maxChars)}]};
    const saved = saveKept(ZOHLAR_KEPT, big, new MemoryStore());
    expect(!saved.ok && saved.message).toMatch(/^The documents you added are [\d,]+ characters; this page keeps at most 500,000 in your browser, so they are not kept after a reload\. They are still on this page: download a copy/);
    expect(!saved.ok && saved.message).not.toMatch(/\b(is|it|It)\b/);
    const none = saveKept(ZOHLAR_KEPT, {documents: []}, null);
    expect(!none.ok && none.message).toContain('so the documents you added are gone after a reload. They are still on this page');
    const full = saveKept(ZOHLAR_KEPT, {documents: []}, new FullStore());
    expect(!full.ok && full.message).toContain('They are still on this page');
  });

  it('report a full storage quota and a refusal in words, not only in the console', () => {
    const quota = saveKept(SPEC, {text: 'hi'}, new FullStore());
    expect(quota).toMatchObject({ok: false, reason: 'quota'});
    expect(!quota.ok && quota.message).toContain('storage for this site is full');
    const refusing = new MemoryStore();
    refusing.setItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(saveKept(SPEC, {text: 'hi'}, refusing)).toMatchObject({ok: false, reason: 'refused'});
    expect(saveKept(SPEC, {text: 'hi'}, null)).toMatchObject({ok: false, reason: 'unavailable'});
  });

  it('forget the record and its backup', () => {
    const store = new MemoryStore();
    saveKept(SPEC, {text: 'hi'}, store);
    store.setItem(backupKey(SPEC.key), 'old');
    expect(forgetKept(SPEC, store)).toBe(true);
    expect(store.map.size).toBe(0);
  });
});

describe('the demos’ kept work', () => {
  const specs = [DOCUMENT_QA_KEPT, WORKPLACE_KEPT, ZOHLAR_KEPT] as ReadonlyArray<KeptSpec<unknown>>;

  it('lives under the Demo Room prefix, one key per demo', () => {
    for (const spec of specs) expect(spec.key.startsWith(DEMO_KEY_PREFIX)).toBe(true);
    expect(new Set(specs.map((s) => s.key)).size).toBe(specs.length);
  });

  it('round-trips each demo’s data and rejects foreign data', () => {
    const store = new MemoryStore();
    const docQa = {pasted: 'draft', document: {label: 'report.pdf', documents: [{id: 'report.pdf#p1', title: 'report.pdf, page 1', text: 'Page one.'}]}, last: 'paste' as const};
    saveKept(DOCUMENT_QA_KEPT, docQa, store);
    expect(loadKept(DOCUMENT_QA_KEPT, store).data).toEqual(docQa);
    saveKept(WORKPLACE_KEPT, {title: 'Standup', transcript: 'Ana: hi'}, store);
    expect(loadKept(WORKPLACE_KEPT, store).data).toEqual({title: 'Standup', transcript: 'Ana: hi'});
    saveKept(ZOHLAR_KEPT, {documents: [{id: 'added-1', title: 'Leave', text: 'Ten days.'}]}, store);
    expect(loadKept(ZOHLAR_KEPT, store).data).toEqual({documents: [{id: 'added-1', title: 'Leave', text: 'Ten days.'}]});
    for (const spec of specs) expect(spec.read({apiKey: 'sk-x'}, spec.version)).toBeNull();
  });

  it('never holds an API key: the kept shapes have no field for one', () => {
    const store = new MemoryStore();
    const sneaky = {pasted: 'text', document: null, apiKey: 'sk-secret'};
    saveKept(DOCUMENT_QA_KEPT, DOCUMENT_QA_KEPT.read(sneaky, 1)!, store);
    expect(store.getItem(DOCUMENT_QA_KEPT.key)).not.toContain('sk-secret');
  });
});

// u28e D2: what the reader put in last comes back, and a file too large to keep never costs the pasted text.
describe('Document Q&A keeps what the reader put in last (u28e D2)', () => {
  const file = {label: 'report.txt', documents: [{id: 'report.txt', title: 'report.txt', text: 'Page one.'}]};

  it('reads a format-1 record as format 2: the file, when there was one, was what came back', () => {
    expect(DOCUMENT_QA_KEPT.read({pasted: 'draft', document: file}, 1)).toEqual({pasted: 'draft', document: file, last: 'file'});
    expect(DOCUMENT_QA_KEPT.read({pasted: 'draft', document: null}, 1)).toEqual({pasted: 'draft', document: null, last: 'paste'});
    expect(DOCUMENT_QA_KEPT.read({pasted: 'draft', document: file, last: 'paste'}, 2)).toEqual({pasted: 'draft', document: file, last: 'paste'});
  });

  it('"Download a copy" saves what was put in last', () => {
    expect(DOCUMENT_QA_KEPT.toText({pasted: 'draft', document: file, last: 'paste'})).toBe('draft');
    expect(DOCUMENT_QA_KEPT.toText({pasted: 'draft', document: file, last: 'file'})).toBe('Page one.');
  });

  it('a 2 MB file does not fit next to a small paste; the paste alone is kept', () => {
    const huge = {label: 'huge.txt', documents: [{id: 'huge.txt', title: 'huge.txt', text: 'x'.repeat(2_194_941)}]};
    expect(fileFits(huge, 'Small note.')).toBe(false);
    expect(fileFits(file, 'Small note.')).toBe(true);
    const store = new MemoryStore();
    expect(saveKept(DOCUMENT_QA_KEPT, {pasted: 'Small note.', document: null, last: 'paste'}, store).ok).toBe(true);
    expect(loadKept(DOCUMENT_QA_KEPT, store).data?.pasted).toBe('Small note.');
    // A file that fits is kept as long as the record stays under the cap with the paste.
    expect(fileFits({...file, documents: [{...file.documents[0], text: 'y'.repeat(MAX_KEPT_CHARS - 5_000)}]}, 'z'.repeat(5_000))).toBe(false);
  });
});
