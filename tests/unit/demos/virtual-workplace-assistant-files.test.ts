/**
 * Task 37v (issue 28, u28j V-8): a chosen file is read as a transcript only when its bytes are text.
 * Binary files are built here byte by byte (signatures from each format's specification), whatever their name.
 */
import {describe, expect, it} from 'vitest';
import {textOfFile} from '@site/src/demos/virtual-workplace-assistant/transcript';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';

const bytes = (...parts: Array<number[] | string>) => {
  const out: number[] = [];
  for (const p of parts) out.push(...(typeof p === 'string' ? new TextEncoder().encode(p) : p));
  return new Uint8Array(out);
};
const TEXT = 'Meeting notes: Depot inventory\nYuki Tanaka: Chidi, could you count the pallets by Friday?\nChidi Okafor: Sure.\n';
const filler = Array.from({length: 200}, (_, i) => (i * 37) % 256);

describe('binary files are refused', () => {
  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], filler)],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], filler)],
    ['GIF', bytes('GIF89a', filler)],
    ['PDF (text-like header)', bytes('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n')],
    ['ZIP / .docx / .xlsx', bytes([0x50, 0x4b, 0x03, 0x04], filler)],
    ['gzip', bytes([0x1f, 0x8b, 0x08], filler)],
    ['Windows executable', bytes('MZ', filler)],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom', filler)],
    ['WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ', filler)],
    ['legacy Office', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], filler)],
    ['NUL bytes in an unknown format', bytes('Speaker: hello', [0, 0, 0, 1, 2], ' more')],
    ['control characters without a signature', bytes(Array.from({length: 400}, (_, i) => (i % 3 === 0 ? 0x01 + (i % 7) : 0x41 + (i % 26))))],
    ['invalid UTF-8 throughout', bytes(Array.from({length: 300}, (_, i) => 0x80 + (i % 60)))],
  ])('%s', (_name, data) => {
    expect(textOfFile(data)).toBeNull();
  });
});

describe('text files are read', () => {
  it.each([
    ['UTF-8', bytes(TEXT)],
    ['UTF-8 with a byte-order mark', bytes([0xef, 0xbb, 0xbf], TEXT)],
    ['CR line ends and tabs', bytes(TEXT.replace(/\n/g, '\r').replace(/: /g, ':\t'))],
    ['WebVTT', bytes('WEBVTT\n\n1\n00:00:01.000 --> 00:00:03.000\n<v Yuki Tanaka>Chidi, could you count the pallets by Friday?</v>\n')],
    ['non-Latin text', bytes('王伟: 我会在周五之前发报告。\nŁucja Wiśniewska: Dziękuję.\n')],
  ])('%s', (_name, data) => {
    const text = textOfFile(data);
    expect(text).not.toBeNull();
    expect(text!.startsWith('\uFEFF')).toBe(false);
    expect(analyseMeeting(text!, '').ok).toBe(true);
  });
  it('UTF-16 with its byte-order mark (a Windows "Unicode" text file) is read, NUL bytes and all', () => {
    const le = [0xff, 0xfe];
    for (const ch of TEXT) le.push(ch.charCodeAt(0) & 0xff, ch.charCodeAt(0) >> 8);
    expect(textOfFile(new Uint8Array(le))).toBe(TEXT);
  });
  it('the file\'s "Meeting notes:" line gives the subject, not the file name', () => {
    const r = analyseMeeting(textOfFile(bytes(TEXT))!, '');
    expect(r.ok && r.analysis.email.split('\n')[0]).toBe('Subject: Follow-up: Depot inventory');
    expect(r.ok && r.analysis.speakers).toEqual(['Yuki Tanaka', 'Chidi Okafor']);
  });
});
