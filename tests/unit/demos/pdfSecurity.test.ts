// @vitest-environment node
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {readFileSync} from 'node:fs';
import {PDF_OPEN_OPTIONS, pdfOpenParams} from '@site/src/demos/kit/pdf';
import {PAYLOAD_FLAG, craftedPdf} from './support/craftedPdf';

const globals = globalThis as Record<string, unknown>;

// pdf.js 6 targets Node 22+; Node 20 (still supported by this repository) lacks this one helper.
if (typeof (Promise as {withResolvers?: unknown}).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    value<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return {promise, resolve, reject};
    },
  });
}

describe('PDF uploads cannot run script', () => {
  const calls: string[] = [];
  const realFunction = globalThis.Function;
  const realEval = globalThis.eval;

  beforeEach(() => {
    delete globals[PAYLOAD_FLAG];
    calls.length = 0;
    // Any code compiled from a string while pdf.js parses the file is recorded (and still runs,
    // so a payload that got through would also set the flag).
    globals.Function = new Proxy(realFunction, {
      construct(target, args) {
        calls.push(`new Function(${args.map(String).join(', ')})`);
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args) {
        calls.push(`Function(${args.map(String).join(', ')})`);
        return Reflect.apply(target, thisArg, args);
      },
    });
    globals.eval = (code: string) => {
      calls.push(`eval(${code})`);
      return realEval(code);
    };
  });

  afterEach(() => {
    globals.Function = realFunction;
    globals.eval = realEval;
    delete globals[PAYLOAD_FLAG];
  });

  it('opens every upload with eval disabled and no XFA', () => {
    expect(PDF_OPEN_OPTIONS.isEvalSupported).toBe(false);
    expect(PDF_OPEN_OPTIONS.enableXfa).toBe(false);
    const data = new Uint8Array([1, 2, 3]);
    expect(pdfOpenParams(data)).toMatchObject({data, isEvalSupported: false});
  });

  it('the installed pdf.js is past the advisories (≥ 6.2.108)', () => {
    const {version} = JSON.parse(readFileSync('node_modules/pdfjs-dist/package.json', 'utf8')) as {version: string};
    const [major, minor, patch] = version.split('.').map(Number);
    expect(major * 1e6 + minor * 1e3 + patch).toBeGreaterThanOrEqual(6_002_108);
  });

  it('a crafted PDF (FontMatrix and PostScript-function payloads) opens, yields its text and runs nothing', async () => {
    // The legacy build runs in Node; the worker runs in this thread ("fake worker"), so whatever the
    // parser would evaluate is observable here.
    const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const warn = vi.spyOn(console, 'log').mockImplementation(() => {});
    const task = pdfjs.getDocument({...pdfOpenParams(craftedPdf()), verbosity: 0});
    try {
      const pdf = await task.promise;
      expect(pdf.numPages).toBe(1);
      const page = await pdf.getPage(1);
      const text = await page.getTextContent();
      const joined = text.items.map((item) => ('str' in item ? item.str : '')).join('');
      expect(joined).toContain('Quarterly report');
      // The operator list makes the worker load the font and the colour space's function.
      const ops = await page.getOperatorList();
      expect(ops.fnArray.length).toBeGreaterThan(0);
    } finally {
      await task.destroy();
      warn.mockRestore();
    }
    expect(globals[PAYLOAD_FLAG]).toBeUndefined();
    expect(calls).toEqual([]);
  });
});
