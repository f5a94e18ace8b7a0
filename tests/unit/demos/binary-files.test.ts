/**
 * binaryKind (src/lib/files/sniff.ts), used by the API assistant's upload (u28i U3) and the use-case
 * matrix's import (u28i UC2): files are decoded as Blob.text() decodes them (UTF-8, U+FFFD for invalid
 * bytes), then judged by their content, whatever their name says.
 */
import {describe, expect, it} from 'vitest';
import {binaryKind} from '@site/src/lib/files/sniff';

const decode = (bytes: number[] | Uint8Array) => new TextDecoder('utf-8').decode(new Uint8Array(bytes));
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));
// A small deterministic "compressed stream": bytes spread over 0–255.
const noise = (n: number, seed = 7) => Array.from({length: n}, (_, i) => (i * 73 + seed * 151 + ((i * i) % 97)) % 256);

const BINARY: Array<[string, number[], string]> = [
  ['PDF', [...ascii('%PDF-1.7\n%'), 0xe2, 0xe3, 0xcf, 0xd3, 10, ...ascii('1 0 obj\n<< /Type /Catalog >>\nendobj\n')], 'a PDF document'],
  ['PNG', [0x89, ...ascii('PNG\r\n'), 0x1a, 10, 0, 0, 0, 13, ...ascii('IHDR'), 0, 0, 1, 0, ...noise(200)], 'a PNG image'],
  ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii('JFIF'), 0, ...noise(300)], 'a JPEG image'],
  ['GIF', [...ascii('GIF89a'), 1, 0, 1, 0, 0x80, 0, 0], 'a GIF image'],
  ['WebP', [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 '), ...noise(60)], 'a WebP image'],
  ['xlsx (ZIP)', [...ascii('PK'), 3, 4, 20, 0, 6, 0, 8, 0, ...ascii('[Content_Types].xml'), ...noise(120)], 'a ZIP archive (an .xlsx, .docx or .zip file is one)'],
  ['gzip', [0x1f, 0x8b, 8, 0, ...noise(100)], 'a gzip archive'],
  ['old .xls', [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...noise(100)], 'an old Office file (.xls, .doc)'],
  ['unknown binary with NUL', [...ascii('name,impact'), 0, ...ascii('value')], 'binary data'],
  ['unknown binary, no signature', noise(4000, 3).map((b) => (b === 0 ? 1 : b)), 'binary data'],
];

const TEXT: Array<[string, string | number[]]> = [
  ['YAML spec', 'openapi: 3.0.3\ninfo:\n  title: Harbor moorings\n  version: "1.2"\npaths: {}\n'],
  ['JSON spec', '{"openapi":"3.1.0","info":{"title":"Allotments","version":"2"},"paths":{}}'],
  ['CSV with CRLF, tabs and form feed', 'name,impact\r\nKühlkette\t,4\r\n\fΘερμοκρασία,3\r\n'],
  ['CSV in Latin-1 (umlauts undecodable, a few per line)', [...ascii('name;impact;feasibility\nK'), 0xfc, ...ascii('hlkette ') , 0xdc, ...ascii('berwachung;4;3\nB'), 0xe4, ...ascii('ckerei-Planung;3;2\n')]],
  ['Japanese and emoji', '市民農園の利用者 🐝 👩‍👩‍👧‍👦, 3, 4\n'],
  ['empty', ''],
];

describe('binaryKind: content, not the name, says whether a file is text', () => {
  for (const [name, bytes, expected] of BINARY) it(`${name} → ${expected}`, () => expect(binaryKind(decode(bytes))).toBe(expected));
  for (const [name, content] of TEXT) it(`${name} → text`, () => expect(binaryKind(typeof content === 'string' ? content : decode(content))).toBeNull());
  it('a text file that only mentions a signature later is text', () => expect(binaryKind('note: PDF files start with %PDF- and PNG files with \\x89PNG')).toBeNull());
});
