/**
 * Whether a file the reader chose holds text or something else (a PDF, an image, an archive, a
 * program), judged by its bytes, not its name, and the text itself when it is text. One check for
 * every tool that reads a chosen file as text: Document Q&A's .txt/.md file, the API assistant's OpenAPI upload, the use-case
 * matrix's CSV/JSON import and the meeting assistant's transcript file. A binary file is refused with
 * a plain message that names its format instead of landing in a text box or failing at "line 1".
 *
 * On the bytes (`new Uint8Array(await file.arrayBuffer())`, or `fileBytes(file)`):
 * 1. a known signature ("magic bytes") at the start names the format (SIGNATURES, each with its spec);
 * 2. a byte-order mark picks UTF-16 LE/BE (a Windows "Unicode" text file, NUL bytes and all) or
 *    UTF-8; otherwise the bytes are read as UTF-8, invalid sequences becoming U+FFFD (as Blob.text()) for
 *    the binary check of step 3;
 * 3. a NUL character, more than 2 % other control characters (tab, line feed, carriage return and form
 *    feed are text) or more than 20 % undecodable bytes among the first SAMPLE characters mean binary
 *    data. Text in a legacy single-byte encoding (a Latin-1 CSV with umlauts) stays under those ratios;
 * 4. text that is not valid UTF-8 (TextDecoder with `fatal`) is then read as Windows-1252, what Excel's plain
 *    "CSV" writes in Western Europe and a superset of Latin-1's printable characters (WHATWG Encoding
 *    Standard: the "latin1" label names windows-1252), so no U+FFFD replaces an umlaut; `encoding` says
 *    which encoding was used, for the caller to tell the reader (u29u M1).
 *
 * A well-kept library that names file types (file-type) answers a different question and weighs far
 * more; this one only asks whether the bytes are text and names the formats readers mistake for it.
 */

const SAMPLE = 8_192;

type Signature = {at: number; bytes: readonly number[]; name: string; nul?: true; also?: {at: number; bytes: readonly number[]}};

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/**
 * Signatures at the start of a file. `nul`: the signature is printable text ("MZ", "ID3"), so it only
 * names a file that also holds a NUL byte (every real one does in its header); a text file that happens
 * to begin with those letters stays text.
 */
const SIGNATURES: readonly Signature[] = [
  // PDF 2.0 (ISO 32000-2, 7.5.2): the file starts with "%PDF-" and the version.
  {at: 0, bytes: ascii('%PDF-'), name: 'a PDF document'},
  // PNG (RFC 2083, 3.1; PNG 3rd edition, 5.2): 89 50 4E 47 0D 0A 1A 0A.
  {at: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], name: 'a PNG image'},
  // JPEG (ITU-T T.81, B.2.1): the SOI marker FF D8, then the next marker's FF.
  {at: 0, bytes: [0xff, 0xd8, 0xff], name: 'a JPEG image'},
  // GIF (GIF89a specification, 17): "GIF87a" or "GIF89a".
  {at: 0, bytes: ascii('GIF87a'), name: 'a GIF image'},
  {at: 0, bytes: ascii('GIF89a'), name: 'a GIF image'},
  // WebP (RFC 9649, 2.5): "RIFF", the size, "WEBP"; before the other RIFF files.
  {at: 0, bytes: ascii('RIFF'), also: {at: 8, bytes: ascii('WEBP')}, name: 'a WebP image'},
  // RIFF (Microsoft Multimedia Programming Interface and Data Specifications 1.0): WAV, AVI.
  {at: 0, bytes: ascii('RIFF'), name: 'a RIFF audio or video file (.wav, .avi)'},
  // ZIP (PKWARE APPNOTE.TXT, 4.3.7): local file header "PK\3\4": also .xlsx, .docx, .odt and .numbers files.
  {at: 0, bytes: [0x50, 0x4b, 0x03, 0x04], name: 'a ZIP archive (an .xlsx, .docx or .zip file is one)'},
  // gzip (RFC 1952, 2.3.1): 1F 8B.
  {at: 0, bytes: [0x1f, 0x8b], name: 'a gzip archive'},
  // Compound File Binary (old .xls, .doc; MS-CFB 2.2): D0 CF 11 E0 A1 B1 1A E1.
  {at: 0, bytes: [0xd0, 0xcf, 0x11, 0xe0], name: 'an old Office file (.xls, .doc)'},
  // 7z format (7-Zip's 7zFormat.txt, SignatureHeader): 37 7A BC AF 27 1C.
  {at: 0, bytes: [0x37, 0x7a, 0xbc, 0xaf], name: 'a 7-Zip archive'},
  // RAR (RARLAB's technote, "General archive layout"): "Rar!" 1A 07.
  {at: 0, bytes: ascii('Rar!'), name: 'a RAR archive'},
  // PE/COFF (Microsoft PE Format, "MS-DOS Stub"): "MZ".
  {at: 0, bytes: ascii('MZ'), name: 'a Windows program (.exe, .dll)', nul: true},
  // ELF (System V ABI, "ELF Identification"): 7F "ELF".
  {at: 0, bytes: [0x7f, 0x45, 0x4c, 0x46], name: 'a Linux program'},
  // Ogg (RFC 3533, 6): "OggS".
  {at: 0, bytes: ascii('OggS'), name: 'an Ogg audio or video file'},
  // ID3v2 (id3.org ID3v2.4.0 structure, 3.1): "ID3" before MP3 audio.
  {at: 0, bytes: ascii('ID3'), name: 'an MP3 audio file', nul: true},
  // ISO base media file format (ISO/IEC 14496-12, 4.3): the first box is "ftyp": MP4, MOV, M4A.
  {at: 4, bytes: ascii('ftyp'), name: 'an MP4 or QuickTime video'},
  // WebAssembly (Core Specification, 5.5.16): 00 "asm".
  {at: 0, bytes: [0x00, 0x61, 0x73, 0x6d], name: 'a WebAssembly module'},
];

function matches(bytes: Uint8Array, {at, bytes: sig}: {at: number; bytes: readonly number[]}): boolean {
  return bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);
}

/** The file's text, or (text null) the name of the format it looks like: "a PDF document", "binary data". */
export type TextFile = {text: string; binary: null; encoding: TextEncodingName} | {text: null; binary: string};
export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** A chosen file's bytes as text (without a byte-order mark), or what it looks like when it is not text. */
export function readTextFile(bytes: Uint8Array): TextFile {
  const head = bytes.subarray(0, SAMPLE);
  const hasNul = head.includes(0);
  for (const sig of SIGNATURES) {
    if (matches(bytes, sig) && (!sig.also || matches(bytes, sig.also)) && (!sig.nul || hasNul)) return {text: null, binary: sig.name};
  }
  let text: string;
  let encoding: TextEncodingName = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
    encoding = 'utf-16le';
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
    encoding = 'utf-16be';
  } else text = new TextDecoder('utf-8').decode(bytes);
  text = text.replace(/^\uFEFF/, '');
  const sample = text.slice(0, SAMPLE);
  let controls = 0;
  let undecodable = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const c = sample.charCodeAt(i);
    if (c === 0) return {text: null, binary: 'binary data'};
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0x7f) controls += 1;
    else if (c === 0xfffd) undecodable += 1;
  }
  if (controls > sample.length * 0.02 || undecodable > sample.length * 0.2) return {text: null, binary: 'binary data'};
  // A NUL past the sample is no text either (it would end up in a text box).
  if (text.includes('\u0000')) return {text: null, binary: 'binary data'};
  if (encoding === 'utf-8' && text.includes('\uFFFD')) {
    try {
      new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    } catch {
      // Not UTF-8: a legacy Western file. Windows-1252 maps every byte but five to a character.
      return {text: decodeWindows1252(bytes), binary: null, encoding: 'windows-1252'};
    }
  }
  return {text, binary: null, encoding};
}

/**
 * Bytes 0x80–0x9F of Windows-1252 (WHATWG Encoding Standard, index-windows-1252); the five bytes it leaves
 * undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) map to the control character of the same number. Written out
 * because some runtimes' TextDecoder('windows-1252') decodes these bytes as Latin-1 controls (Node 22/23).
 */
const CP1252_HIGH = '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

/** Windows-1252 bytes as text: below 0x80 ASCII, 0xA0 and up Latin-1, between them CP1252_HIGH. */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    const chunk = bytes.subarray(i, i + 8192);
    out += String.fromCharCode(...Array.from(chunk, (b) => (b >= 0x80 && b < 0xa0 ? CP1252_HIGH.charCodeAt(b - 0x80) : b)));
  }
  return out;
}

/** A File's bytes: Blob.arrayBuffer(), or FileReader where a runtime lacks it. */
export function fileBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer().then((b) => new Uint8Array(b));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result instanceof ArrayBuffer ? reader.result : new ArrayBuffer(0)));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}
