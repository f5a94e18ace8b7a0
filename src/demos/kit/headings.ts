/**
 * Markdown heading lines in a passage ("## Who to call"), shown without their `#` markers (u30y F6): the passage
 * list shows such a line as a heading of the passage (PassageList), and a quote in a chat reply writes it as a
 * sentence of its own, so no reader sees raw Markdown where the page promises it rendered.
 */
const HEADING_LINE = /^[ \t]{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;

export type PassagePart = {text: string; heading: boolean};

/** The passage's text cut into heading lines (markers dropped) and the text between them, newlines kept. */
export function passageParts(text: string): PassagePart[] {
  const parts: PassagePart[] = [];
  const lines = text.split('\n');
  let body: string[] = [];
  const flush = () => {
    if (body.length) parts.push({text: body.join('\n'), heading: false});
    body = [];
  };
  lines.forEach((line, i) => {
    const m = HEADING_LINE.exec(line);
    if (m && m[1]) {
      flush();
      parts.push({text: m[1], heading: true});
      // The line break after the heading stays with it, so the text below starts on its own line.
      if (i < lines.length - 1) body = [];
    } else body.push(line);
  });
  flush();
  return parts;
}

/** The text with each heading line written as a plain sentence ("Who to call."), for a quote inside one line of Markdown. */
export function withoutHeadingMarks(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const m = HEADING_LINE.exec(line);
      if (!m || !m[1]) return line;
      return /[.!?:;…]$/.test(m[1]) ? m[1] : `${m[1]}.`;
    })
    .join('\n');
}
