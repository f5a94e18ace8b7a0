/**
 * Builds small PDFs in memory for the PDF tests: numbered objects, a cross-reference table with
 * correct byte offsets and a trailer, so pdf.js parses them without falling back to repair mode.
 */
export type PdfObject = {readonly body: string; readonly stream?: string};

export function buildPdf(objects: readonly PdfObject[]): Uint8Array {
  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    const stream = object.stream === undefined ? '' : `\nstream\n${object.stream}\nendstream`;
    const body = object.stream === undefined ? object.body : object.body.replace(/>>\s*$/, ` /Length ${object.stream.length} >>`);
    out += `${i + 1} 0 obj\n${body}${stream}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Latin-1: one byte per character, so the offsets above are byte offsets.
  return Uint8Array.from(out, (ch) => ch.charCodeAt(0) & 0xff);
}

/** The global flag a payload sets when it runs. */
export const PAYLOAD_FLAG = '__craftedPdfPayloadRan';

/**
 * A one-page PDF carrying the two classic script-injection vectors of pdf.js:
 * - CVE-2024-4367: a font whose /FontMatrix holds a string that closes the generated glyph code and
 *   appends JavaScript (pdf.js ≤ 4.1 compiled glyph outlines with `new Function`);
 * - a PostScript calculator (type 4) function, which pdf.js ≤ 5 compiled with `new Function` unless
 *   `isEvalSupported` was false; here it is the tint transform of a Separation colour space.
 * The page also has a line of real text, so a test can check the document still opens.
 */
export function craftedPdf(visibleText = 'Quarterly report for the crafted PDF test'): Uint8Array {
  const payload = `globalThis.${PAYLOAD_FLAG} = true`;
  const content = [
    'BT /F1 12 Tf 36 100 Td',
    `(${visibleText}) Tj`,
    'ET',
    '/CS1 cs 0.5 scn 36 20 100 20 re f',
  ].join('\n');
  // A tiny Type 1 font program (cleartext part only) so pdf.js takes the embedded-font path.
  const type1 = [
    '%!PS-AdobeFont-1.0: Crafted 001.000',
    '/FontName /Crafted def',
    `/FontMatrix [0.001 0 0 0.001 0 (0\\); ${payload}; //)] readonly def`,
    '/Encoding StandardEncoding def',
    'currentdict end',
    'currentfile eexec',
  ].join('\n');
  return buildPdf([
    {body: '<< /Type /Catalog /Pages 2 0 R >>'},
    {body: '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'},
    {
      body:
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 144] /Contents 4 0 R ' +
        '/Resources << /Font << /F1 5 0 R >> /ColorSpace << /CS1 [/Separation /Spot /DeviceRGB 8 0 R] >> >> >>',
    },
    {body: '<< >>', stream: content},
    {
      body:
        '<< /Type /Font /Subtype /Type1 /BaseFont /Crafted /FirstChar 32 /LastChar 126 /Widths 7 0 R ' +
        `/FontDescriptor 6 0 R /FontMatrix [1 2 3 4 5 (0\\); ${payload}; //)] >>`,
    },
    {
      body:
        '<< /Type /FontDescriptor /FontName /Crafted /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 ' +
        '/Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile 9 0 R >>',
    },
    {body: `[${Array.from({length: 95}, () => '500').join(' ')}]`},
    {body: '<< /FunctionType 4 /Domain [0 1] /Range [0 1 0 1 0 1] >>', stream: '{ dup dup }'},
    {body: `<< /Length1 ${type1.length} /Length2 0 /Length3 0 >>`, stream: type1},
  ]);
}
