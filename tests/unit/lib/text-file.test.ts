/**
 * readTextFile (src/lib/files/textFile.ts): the one check of every tool that reads a chosen file as
 * text, on its bytes, whatever its name says. The API assistant's upload (u28i U3) and the use-case
 * matrix's import (u28i UC2) name the format in their message; the meeting assistant's file open
 * (task 37v, issue 28, u28j V-8) refuses it and keeps the reader's transcript. Binary files are built
 * here byte by byte, with the signatures of each format's specification (cited in textFile.ts).
 */
import {describe, expect, it} from 'vitest';
import {fileBytes, readTextFile} from '@site/src/lib/files/textFile';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';

const bytes = (...parts: Array<number[] | string>) => {
  const out: number[] = [];
  for (const p of parts) out.push(...(typeof p === 'string' ? new TextEncoder().encode(p) : p));
  return new Uint8Array(out);
};
// A small deterministic "compressed stream": bytes spread over 0–255.
const noise = (n: number, seed = 7) => Array.from({length: n}, (_, i) => (i * 73 + seed * 151 + ((i * i) % 97)) % 256);
const filler = Array.from({length: 200}, (_, i) => (i * 37) % 256);

/** Files the tools name in their message ("it looks like a PDF document"). */
const NAMED: Array<[string, Uint8Array, string]> = [
  // From the API assistant's and the matrix's tests.
  ['PDF', bytes('%PDF-1.7\n%', [0xe2, 0xe3, 0xcf, 0xd3, 10], '1 0 obj\n<< /Type /Catalog >>\nendobj\n'), 'a PDF document'],
  ['PNG', bytes([0x89], 'PNG\r\n', [0x1a, 10, 0, 0, 0, 13], 'IHDR', [0, 0, 1, 0], noise(200)), 'a PNG image'],
  ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF', [0], noise(300)), 'a JPEG image'],
  ['GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]), 'a GIF image'],
  ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ', noise(60)), 'a WebP image'],
  ['xlsx (ZIP)', bytes('PK', [3, 4, 20, 0, 6, 0, 8, 0], '[Content_Types].xml', noise(120)), 'a ZIP archive (an .xlsx, .docx or .zip file is one)'],
  ['gzip', bytes([0x1f, 0x8b, 8, 0], noise(100)), 'a gzip archive'],
  ['old .xls', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], noise(100)), 'an old Office file (.xls, .doc)'],
  ['unknown binary with NUL', bytes('name,impact', [0], 'value'), 'binary data'],
  ['unknown binary, no signature', bytes(noise(4000, 3).map((b) => (b === 0 ? 1 : b))), 'binary data'],
  // From the meeting assistant's tests.
  ['PNG (signature only)', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], filler), 'a PNG image'],
  ['JPEG (signature only)', bytes([0xff, 0xd8, 0xff, 0xe0], filler), 'a JPEG image'],
  ['GIF (signature only)', bytes('GIF89a', filler), 'a GIF image'],
  ['PDF (text-like header)', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n'), 'a PDF document'],
  ['ZIP / .docx / .xlsx', bytes([0x50, 0x4b, 0x03, 0x04], filler), 'a ZIP archive (an .xlsx, .docx or .zip file is one)'],
  ['gzip (signature only)', bytes([0x1f, 0x8b, 0x08], filler), 'a gzip archive'],
  ['Windows executable', bytes('MZ', filler), 'a Windows program (.exe, .dll)'],
  ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom', filler), 'an MP4 or QuickTime video'],
  ['WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', filler), 'a RIFF audio or video file (.wav, .avi)'],
  ['legacy Office', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], filler), 'an old Office file (.xls, .doc)'],
  ['NUL bytes in an unknown format', bytes('Speaker: hello', [0, 0, 0, 1, 2], ' more'), 'binary data'],
  ['control characters without a signature', bytes(Array.from({length: 400}, (_, i) => (i % 3 === 0 ? 0x01 + (i % 7) : 0x41 + (i % 26)))), 'binary data'],
  ['invalid UTF-8 throughout', bytes(Array.from({length: 300}, (_, i) => 0x80 + (i % 60))), 'binary data'],
  // The other signatures of the list.
  ['7-Zip', bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], filler), 'a 7-Zip archive'],
  ['RAR', bytes('Rar!', [0x1a, 0x07, 0x01, 0x00], filler), 'a RAR archive'],
  ['ELF', bytes([0x7f], 'ELF', [2, 1, 1, 0], filler), 'a Linux program'],
  ['Ogg', bytes('OggS', [0, 2], filler), 'an Ogg audio or video file'],
  ['MP3 with ID3', bytes('ID3', [4, 0, 0, 0, 0, 0x21], filler), 'an MP3 audio file'],
  ['WebAssembly', bytes([0], 'asm', [1, 0, 0, 0], filler), 'a WebAssembly module'],
  ['NUL after the first 8,192 bytes', bytes('a'.repeat(9000), [0], 'b'), 'binary data'],
];

/** Text the tools read, with what they read. */
const TEXT: Array<[string, Uint8Array, string?]> = [
  ['YAML spec', bytes('openapi: 3.0.3\ninfo:\n  title: Harbor moorings\n  version: "1.2"\npaths: {}\n')],
  ['JSON spec', bytes('{"openapi":"3.1.0","info":{"title":"Allotments","version":"2"},"paths":{}}')],
  ['CSV with CRLF, tabs and form feed', bytes('name,impact\r\nKühlkette\t,4\r\n\fΘερμοκρασία,3\r\n')],
  ['CSV in Latin-1 (umlauts undecodable, a few per line)', bytes('name;impact;feasibility\nK', [0xfc], 'hlkette ', [0xdc], 'berwachung;4;3\nB', [0xe4], 'ckerei-Planung;3;2\n'), 'name;impact;feasibility\nKühlkette Überwachung;4;3\nBäckerei-Planung;3;2\n'], // read as Windows-1252 since u29u M1
  ['Japanese and emoji', bytes('市民農園の利用者 🐝 👩‍👩‍👧‍👦, 3, 4\n')],
  ['empty', bytes(''), ''],
  ['a text file that only mentions a signature later', bytes('note: PDF files start with %PDF- and PNG files with \\x89PNG')],
  ['text that starts like a signature of a binary format ("MZ", "ID3")', bytes('MZ: Hello.\nID3 tags are read later.\n')],
];

describe('readTextFile: binary files are refused, named by their signature', () => {
  it.each(NAMED)('%s → %s', (_name, data, expected) => {
    expect(readTextFile(data)).toEqual({text: null, binary: expected});
  });
});

describe('readTextFile: text files are read', () => {
  it.each(TEXT)('%s → text', (_name, data, expected) => {
    expect(readTextFile(data)).toMatchObject({text: expected ?? new TextDecoder().decode(data), binary: null});
  });
});

const TRANSCRIPT = 'Meeting notes: Depot inventory\nYuki Tanaka: Chidi, could you count the pallets by Friday?\nChidi Okafor: Sure.\n';

describe('the meeting assistant reads a text file as a transcript', () => {
  it.each([
    ['UTF-8', bytes(TRANSCRIPT)],
    ['UTF-8 with a byte-order mark', bytes([0xef, 0xbb, 0xbf], TRANSCRIPT)],
    ['CR line ends and tabs', bytes(TRANSCRIPT.replace(/\n/g, '\r').replace(/: /g, ':\t'))],
    ['WebVTT', bytes('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\n<v Yuki Tanaka>Chidi, could you count the pallets by Friday?</v>\n')],
    ['non-Latin text', bytes('王伟: 我会在周五之前发报告。\nŁucja Wiśniewska: Dziękuję.\n')],
  ])('%s', (_name, data) => {
    const {text} = readTextFile(data);
    expect(text).not.toBeNull();
    expect(text!.startsWith('\uFEFF')).toBe(false);
    expect(analyseMeeting(text!, '').ok).toBe(true);
  });
  it('UTF-16 with its byte-order mark (a Windows "Unicode" text file) is read, NUL bytes and all', () => {
    const le = [0xff, 0xfe];
    for (const ch of TRANSCRIPT) le.push(ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8);
    expect(readTextFile(new Uint8Array(le)).text).toBe(TRANSCRIPT);
    const be = [0xfe, 0xff];
    for (const ch of TRANSCRIPT) be.push(ch.charCodeAt(0) >> 8, ch.charCodeAt(0) & 0xff);
    expect(readTextFile(new Uint8Array(be)).text).toBe(TRANSCRIPT);
  });
  it('the file\'s "Meeting notes:" line gives the subject, not the file name', () => {
    const r = analyseMeeting(readTextFile(bytes(TRANSCRIPT)).text!, '');
    expect(r.ok && r.analysis.email.split('\n')[0]).toBe('Subject: Follow-up: Depot inventory');
    expect(r.ok && r.analysis.speakers).toEqual(['Yuki Tanaka', 'Chidi Okafor']);
  });
});

describe('fileBytes', () => {
  it('reads a File\'s bytes as they are', async () => {
    const data = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    expect([...(await fileBytes(new File([data], 'x.png')))]).toEqual([...data]);
  });
});
