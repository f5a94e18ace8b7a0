/**
 * Whether a file the reader chose holds text or something else (a PDF, an image, an archive),
 * judged by its content, not its name: the tools that import text (the API assistant's OpenAPI
 * upload, the use-case matrix's CSV/JSON import) refuse a binary file with a plain message instead of
 * putting its bytes into a text box or reporting a syntax error at some line.
 *
 * It reads the file as the tools do (Blob.text(), UTF-8 with U+FFFD for invalid bytes) and checks
 * the first SAMPLE characters: a known signature ("magic bytes") names the format; otherwise a NUL,
 * more than 2 % other control characters, or more than 20 % undecodable bytes mean binary data.
 * Text in a legacy single-byte encoding (a Latin-1 CSV with umlauts) stays under those ratios.
 */

const SAMPLE = 8_192;

/** Signatures at the start of a file, as they read after UTF-8 decoding (U+FFFD for bytes ≥ 0x80 that are not UTF-8). */
const SIGNATURES: ReadonlyArray<[RegExp, string]> = [
  // PDF 2.0 (ISO 32000-2, 7.5.2): the file starts with "%PDF-" and the version.
  [/^%PDF-/, 'a PDF document'],
  // PNG (RFC 2083, 3.1): 89 50 4E 47 0D 0A 1A 0A.
  [/^\uFFFDPNG\r\n\u001A\n/, 'a PNG image'],
  [/^GIF8[79]a/, 'a GIF image'],
  [/^RIFF[\s\S]{4}WEBP/, 'a WebP image'],
  // ZIP local file header "PK\3\4": also .xlsx, .docx, .odt and .numbers files.
  [/^PK\u0003\u0004/, 'a ZIP archive (an .xlsx, .docx or .zip file is one)'],
  // gzip (RFC 1952, 2.3.1): 1F 8B.
  [/^\u001F\uFFFD/, 'a gzip archive'],
  // Compound File Binary (old .xls, .doc): D0 CF 11 E0.
  [/^\uFFFD\uFFFD\u0011/, 'an old Office file (.xls, .doc)'],
  // JPEG: FF D8 FF (three undecodable bytes).
  [/^\uFFFD{3}/, 'a JPEG image'],
];

/** What a file's text looks like when it is not text ("a PDF document", "binary data"), or null for text. */
export function binaryKind(text: string): string | null {
  const head = text.slice(0, SAMPLE);
  if (head.length === 0) return null;
  for (const [re, name] of SIGNATURES) if (re.test(head)) return name;
  let controls = 0;
  let undecodable = 0;
  for (let i = 0; i < head.length; i += 1) {
    const c = head.charCodeAt(i);
    if (c === 0) return 'binary data';
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) || c === 0x7f) controls += 1;
    else if (c === 0xfffd) undecodable += 1;
  }
  if (controls > head.length * 0.02 || undecodable > head.length * 0.2) return 'binary data';
  return null;
}
