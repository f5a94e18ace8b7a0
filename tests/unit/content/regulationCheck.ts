/**
 * Reads page prose for EU AI Act statements that `src/data/regulation.ts` covers and reports the
 * ones that disagree with it:
 * - `date`: a rule (Annex III, Annex I, Art. 50, Art. 5, Art. 4 / AI literacy, GPAI obligations)
 *   bound to a date other than the one(s) the data gives for it;
 * - `art6_3`: Art. 6(3) stated as an exemption without its profiling rule;
 * - `art50`: Art. 50 summarized as a duty to label all AI-generated content.
 * A statement is a table row, or a clause (split on ";") of a sentence of a paragraph.
 */
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {AI_ACT, AI_ACT_MILESTONES, DIGITAL_OMNIBUS, type AiActMilestoneId} from '@site/src/data/regulation';
import {CONTENT_DIRS, contentFiles} from './codeBlocks';

export type Problem = {
  readonly file: string;
  readonly line: number;
  readonly kind: 'date' | 'art6_3' | 'art50';
  readonly message: string;
  readonly text: string;
};

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12,
};
const MONTH = '(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec)\\.?';
const DATE_RE = new RegExp(`\\b(\\d{1,2}) ${MONTH},? (\\d{4})\\b|\\b${MONTH} (\\d{1,2}), (\\d{4})\\b|\\b(\\d{4})-(\\d{2})-(\\d{2})\\b`, 'g');

type FoundDate = {readonly iso: string; readonly index: number; readonly end: number};

const pad = (n: number) => String(n).padStart(2, '0');

export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const m of text.matchAll(DATE_RE)) {
    let y: number, mo: number, d: number;
    if (m[1]) [d, mo, y] = [Number(m[1]), MONTHS[m[2]!.slice(0, 3).toLowerCase()]!, Number(m[3])];
    else if (m[4]) [mo, d, y] = [MONTHS[m[4].slice(0, 3).toLowerCase()]!, Number(m[5]), Number(m[6])];
    else [y, mo, d] = [Number(m[7]), Number(m[8]), Number(m[9])];
    out.push({iso: `${y}-${pad(mo)}-${pad(d)}`, index: m.index!, end: m.index! + m[0].length});
  }
  return out;
}

const dateOf = (id: AiActMilestoneId): string => AI_ACT_MILESTONES[id].date;

/** A rule the prose names, and the milestone dates that may be bound to it. */
type DateRule = {readonly name: string; readonly pattern: RegExp; readonly allowed: (clause: string) => readonly string[]};

const DATE_RULES: readonly DateRule[] = [
  {name: 'Annex III high-risk obligations', pattern: /Annex III/g, allowed: () => [dateOf('annexIII')]},
  {name: 'Annex I high-risk obligations', pattern: /Annex I(?![IVX])/g, allowed: () => [dateOf('annexI')]},
  // The Art. 50(2) marking transition has its own date; the other Art. 50 duties apply from the general date.
  {name: 'Art. 50(2) marking', pattern: /Art(?:icle|\.)\s*50\(2\)|machine-readable marking/g, allowed: () => [dateOf('general'), dateOf('markingTransition')]},
  {name: 'Art. 50 transparency duties', pattern: /Art(?:icle|\.)\s*50(?!\(2\))\b/g, allowed: (clause) => (/marking|50\(2\)/.test(clause) ? [dateOf('general'), dateOf('markingTransition')] : [dateOf('general')])},
  {name: 'Art. 5 prohibitions', pattern: /Art(?:icle|\.)\s*5(?![\d.(]*\d)\b|prohibited practices?|prohibitions/gi, allowed: () => [dateOf('prohibitions'), dateOf('newProhibitions')]},
  {name: 'Art. 4 AI literacy', pattern: /Art(?:icle|\.)\s*4\b(?!\()|AI literacy/g, allowed: () => [dateOf('literacy')]},
  // The act and its amendment: entry into force and Official Journal dates.
  {name: 'Entry into force of the AI Act or the Omnibus', pattern: /\b(?:entered into force|in force (?:since|on|from))\b/g, allowed: () => [AI_ACT.inForce, DIGITAL_OMNIBUS.inForce]},
  {name: 'Official Journal publication', pattern: /\bpublished in the Official Journal\b/g, allowed: () => [AI_ACT.publishedInOj, DIGITAL_OMNIBUS.publishedInOj]},
  {name: 'GPAI model obligations', pattern: /GPAI model obligations|obligations for general-purpose AI models/g, allowed: () => [dateOf('gpai'), dateOf('legacyGpai')]},
];

/** Only statements in an AI Act context are read (a US state law's "prohibits" is not Art. 5). */
const AI_ACT_CONTEXT = /AI Act|2024\/1689|2026\/1744|Omnibus|Annex I|Art(?:icle|\.)\s*(4|5|50)\b|GPAI|general-purpose AI/;

/** Splits on ";" outside parentheses, so "2 Dec 2026 (new prohibitions; end of …)" stays whole. */
function clauses(sentence: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sentence.length; i++) {
    const c = sentence[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      out.push(sentence.slice(start, i));
      start = i + 1;
    }
  }
  out.push(sentence.slice(start));
  return out;
}

/** The date whose parenthesis holds the keyword: "2 Dec 2027 (Annex III)". */
function enclosingDate(text: string, keywordIndex: number, dates: readonly FoundDate[]): FoundDate | undefined {
  let depth = 0;
  for (let i = keywordIndex - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ')') depth++;
    else if (c === '(') {
      if (depth === 0) {
        const head = text.slice(0, i).trimEnd();
        return dates.find((d) => d.end === head.length);
      }
      depth--;
    }
  }
  return undefined;
}

/**
 * The date a rule is bound to: the date whose parenthesis holds the keyword; else the first date
 * after the keyword that is not a condition ("before 2 Aug 2026") or a former date ("was 2 Aug
 * 2026"; "from 2 Aug 2026 to 2 Dec 2027" counts as the second); else, in a table row, a date that
 * fills a cell of its own (calendar tables put the date first).
 */
export function boundDate(text: string, keywordIndex: number, dates: readonly FoundDate[]): FoundDate | undefined {
  const enclosing = enclosingDate(text, keywordIndex, dates);
  if (enclosing) return enclosing;
  const after = dates.filter((d) => d.index > keywordIndex);
  for (let i = 0; i < after.length; i++) {
    const d = after[i]!;
    const before = text.slice(Math.max(0, d.index - 40), d.index);
    if (/\b(before|after|was|until|published|on or after)\s+(that date,?\s*)?$/i.test(before)) continue;
    const next = after[i + 1];
    if (/\bfrom\s+$/i.test(before) && next && /^\s+to\s+$/.test(text.slice(d.end, next.index))) return next;
    return d;
  }
  if (!text.trimStart().startsWith('|')) return undefined;
  const cells = text.split('|').map((c) => c.trim());
  return dates.find((d) => d.index < keywordIndex && cells.includes(text.slice(d.index, d.end)));
}

/** Text units: table rows, and the clauses of the sentences of each paragraph, with their line. */
export function statements(source: string): {text: string; line: number; paragraph: string}[] {
  const lines = source.split('\n');
  const out: {text: string; line: number; paragraph: string}[] = [];
  let inFence = false;
  let frontMatter = lines[0] === '---';
  let para: {text: string; line: number}[] = [];
  const flush = () => {
    if (para.length === 0) return;
    const paragraph = para.map((p) => p.text).join(' ');
    for (const sentence of paragraph.split(/(?<=[.!?])\s+(?=[A-Z*[(])/)) {
      // The line of the paragraph where the sentence starts.
      const at = paragraph.indexOf(sentence);
      let line = para[0]!.line;
      let offset = 0;
      for (const p of para) {
        if (offset > at) break;
        line = p.line;
        offset += p.text.length + 1;
      }
      for (const clause of clauses(sentence)) out.push({text: clause, line, paragraph});
    }
    para = [];
  };
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (frontMatter) {
      if (i > 0 && line === '---') frontMatter = false;
      return;
    }
    if (/^(`{3,}|~{3,})/.test(line)) {
      inFence = !inFence;
      flush();
      return;
    }
    if (inFence || /^(import|export)\s/.test(line)) return;
    if (line.startsWith('|')) {
      flush();
      out.push({text: line, line: i + 1, paragraph: line});
      return;
    }
    if (line === '') {
      flush();
      return;
    }
    para.push({text: line.replace(/^>\s?/, ''), line: i + 1});
  });
  flush();
  return out;
}

const ART6_3 = /Art(?:icle|\.)\s*6\(3\)/;
const ART6_3_EXEMPTION = /not (?:be )?(?:considered )?high-risk|exemption|unless|exempt/i;
/** The profiling rule stated, or rendered from the data by the component. */
const PROFILING = /profil|<AiActRule id="art6_3/i;

const ART50 = /Art(?:icle|\.)\s*50\b|compliance rules require/;
const LABEL_EVERYTHING = /\b(all|every|any)\s+(AI-generated|generated|synthetic)\s+(content|output|images?|text)\b|receive content it generated|label synthetic images, audio and video/i;
const SAYS_BEYOND_LAW = /does not require|goes beyond the law|house rule|not a legal requirement|no general label/i;

export function checkSource(source: string, file: string): Problem[] {
  const problems: Problem[] = [];
  for (const {text, line, paragraph} of statements(source)) {
    const report = (kind: Problem['kind'], message: string) => {
      if (problems.some((p) => p.line === line && p.kind === kind && p.message === message)) return;
      problems.push({file, line, kind, message, text: text.trim()});
    };
    if (AI_ACT_CONTEXT.test(paragraph)) {
      const dates = findDates(text);
      if (dates.length > 0) {
        for (const rule of DATE_RULES) {
          for (const m of text.matchAll(rule.pattern)) {
            const bound = boundDate(text, m.index!, dates);
            const allowed = rule.allowed(text);
            if (bound && !allowed.includes(bound.iso)) {
              report('date', `${rule.name}: ${bound.iso}, the data says ${allowed.join(' or ')}`);
            }
          }
        }
      }
    }
    if (ART6_3.test(text) && ART6_3_EXEMPTION.test(text) && !PROFILING.test(paragraph)) {
      report('art6_3', 'Art. 6(3) stated without its final subparagraph: a system that profiles natural persons is always high-risk');
    }
    if (ART50.test(paragraph) && LABEL_EVERYTHING.test(text) && !SAYS_BEYOND_LAW.test(paragraph)) {
      report('art50', 'Art. 50 stated as a duty to label all AI-generated content; it sets four specific duties (50(1), (2), (3), (4))');
    }
  }
  return problems;
}

export function checkSite(root: string): Problem[] {
  return CONTENT_DIRS.flatMap((dir) =>
    contentFiles(root, dir).flatMap((file) => checkSource(readFileSync(file, 'utf8'), relative(root, file))),
  );
}
