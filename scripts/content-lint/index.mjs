#!/usr/bin/env node
/**
 * The content lint authors run before a pull request (`npm run lint:content`; CI and `npm test` run it
 * too). It checks every page of the content folders, the blog and src/pages:
 *   - spelling in American English (cspell's en-US dictionaries plus project-words.txt beside this
 *     file), and British spellings named explicitly with the American form (british.mjs);
 *   - front matter: title; description of 50–160 characters, unique across the site; on docs pages a
 *     last_verified date (YYYY-MM-DD, a real date, not in the future);
 *   - banned phrases: "This page…" openers, "coming soon", TODO/TBD, lorem ipsum, brochure phrases.
 * Each problem prints as `file:line:column  rule  message` with the fix. Exit code 1 when any is found.
 * Usage: node scripts/content-lint/index.mjs [file ...]   (no files: the whole site)
 */
import {readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse as parseYaml} from 'yaml';
import {BRITISH} from './british.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
export const ROOT = resolve(HERE, '..', '..');
/** Docs areas (each carries last_verified), then the blog and the MDX pages. */
export const DOCS_FOLDERS = ['docs', 'action-plan', 'codebase', 'learning-hub', 'services', 'community', 'contact', 'demo-room', 'about', 'coding'];
const OTHER_FOLDERS = ['blog', 'src/pages'];
const WORDS_FILE = join(HERE, 'project-words.txt');

/** Openers the content standard rules out: say what the reader gets instead. */
const OPENER = /^(?:This|These) (?:page|pages|overview|article|post|section|guide|chapter|document|notice)\b/;
/** Phrases that never belong on a published page. */
export const BANNED = [
  [/\bcoming soon\b/i, 'unfinished-content marker'],
  [/\bunder construction\b/i, 'unfinished-content marker'],
  [/\bTODO\b/, 'unfinished-content marker'],
  [/\bTBD\b/, 'unfinished-content marker'],
  [/\blorem ipsum\b/i, 'filler text'],
  [/\bcutting[- ]edge\b/i, 'brochure phrase'],
  [/\bworld[- ]class\b/i, 'brochure phrase'],
  [/\bbest[- ]in[- ]class\b/i, 'brochure phrase'],
  // The adjective of brochures; "reached a new state of the art" (the noun) is a research term.
  [/\bstate-of-the-art\b/i, 'brochure phrase'],
  [/\bgame[- ]chang(?:er|ers|ing)\b/i, 'brochure phrase'],
  [/\brevolutioni[sz](?:e|es|ed|ing)\b/i, 'brochure phrase'],
  [/\bunlock(?:s|ing)? the (?:power|potential|full potential)\b/i, 'brochure phrase'],
  [/\bharness(?:es|ing)? the power\b/i, 'brochure phrase'],
  [/\bunleash(?:es|ed|ing)?\b/i, 'brochure phrase'],
  [/\bseamless(?:ly)?\b/i, 'brochure phrase'],
  [/\bsynerg(?:y|ies|istic)\b/i, 'brochure phrase'],
  [/\bparadigm shift\b/i, 'brochure phrase'],
  [/\bsupercharg(?:e|es|ed|ing)\b/i, 'brochure phrase'],
  [/\bone-stop[- ]shop\b/i, 'brochure phrase'],
  [/\bin today'?s fast[- ]paced\b/i, 'brochure phrase'],
  [/\btake (?:it|your \w+) to the next level\b/i, 'brochure phrase'],
  [/\blook no further\b/i, 'brochure phrase'],
  [/\bdelv(?:e|es|ing) into\b/i, 'brochure phrase'],
];

/** Every content file: [path relative to the repository, is a docs page]. */
export function contentFiles(root = ROOT) {
  const walk = (dir) =>
    readdirSync(join(root, dir), {withFileTypes: true}).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return e.name.startsWith('_') && dir.startsWith('src') ? [] : walk(path);
      // A folder README under src/ documents code; it is not a page (docusaurus.config.ts excludes src/pages/README.md).
      return /\.mdx?$/.test(e.name) && !(dir.startsWith('src') && e.name === 'README.md') ? [path] : [];
    });
  return [...DOCS_FOLDERS.flatMap(walk), ...OTHER_FOLDERS.flatMap(walk)].sort();
}

export const isDocsPage = (file) => DOCS_FOLDERS.includes(file.split(/[\\/]/)[0]);

/** Replaces a match with spaces of the same length, keeping newlines, so offsets and lines stay true. */
const blank = (text) => text.replace(/[^\n]/g, ' ');

/** The front matter block: its YAML text and where the body starts. */
export function splitFrontMatter(text) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text);
  return match ? {yaml: match[1], length: match[0].length} : {yaml: '', length: 0};
}

/**
 * The prose of an MDX page at the same offsets: code, JSX, expressions, imports, comments, URLs and
 * front matter except title, description and sidebar_label become spaces.
 */
export function proseOf(text) {
  text = blankNames(text);
  const {length} = splitFrontMatter(text);
  let front = text.slice(0, length).replace(/^(?!(?:title|description|sidebar_label):).*$/gm, blank);
  front = front.replace(/^(title|description|sidebar_label):/gm, blank);
  let body = text.slice(length);
  body = body.replace(/^([ \t]*)(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\2[ \t]*$/gm, blank); // fenced code
  body = body.replace(/^(?:import|export)\b[\s\S]*?(?=\n\s*\n|$)/gm, blank); // ESM blocks
  body = body.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank); // comments
  body = body.replace(/`[^`\n]*`/g, blank); // inline code
  body = body.replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, blank); // link targets
  body = body.replace(/<\/?[A-Za-z][^<>]*?\/?>/g, blank); // JSX and HTML tags
  body = blankExpressions(body);
  body = body.replace(/\bhttps?:\/\/\S+|\bmailto:\S+|\bwww\.\S+/g, blank); // bare URLs
  body = body.replace(/&[a-z]+;|&#\d+;/g, blank);
  return front + body;
}

/** `{...}` JSX expressions, brace-balanced, become spaces. */
function blankExpressions(text) {
  const out = text.split('');
  let depth = 0;
  for (let i = 0; i < out.length; i++) {
    if (out[i] === '{') depth++;
    if (depth > 0 && out[i] !== '\n') {
      const closing = out[i] === '}';
      out[i] = ' ';
      if (closing) depth--;
    }
  }
  return out.join('');
}

function position(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return {line, column: offset - before.lastIndexOf('\n')};
}

/**
 * The project's word list: one word a line, `#` starts a comment. A line with a space is a name kept
 * as its owner writes it ("International Labour Organization"): the checks skip it wherever it appears.
 */
export function projectWords(file = WORDS_FILE) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.replace(/#.*/, '').trim())
    .filter(Boolean);
}

const NAMES = projectWords().filter((w) => w.includes(' '));
const NAME_PATTERN = NAMES.length ? new RegExp(NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g') : null;
/** Names from the word list become spaces. */
const blankNames = (text) => (NAME_PATTERN ? text.replace(NAME_PATTERN, blank) : text);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function validDate(value) {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/**
 * Front matter and phrase problems of one file (spelling is separate: it needs the dictionaries).
 * `descriptions` collects description → first file, to report duplicates across the site.
 */
/** @param {{descriptions?: Map<string, string>, today?: string}} [options] */
export function lintStructure(file, text, {descriptions = new Map(), today = new Date().toISOString().slice(0, 10)} = {}) {
  const problems = [];
  const add = (offset, rule, message) => problems.push({file, ...position(text, offset), rule, message});
  const {yaml} = splitFrontMatter(text);
  const lineOf = (key) => {
    const i = text.search(new RegExp(`^${key}:`, 'm'));
    return i < 0 ? 0 : i;
  };
  let data = {};
  try {
    data = (yaml ? parseYaml(yaml) : {}) ?? {};
  } catch (error) {
    add(0, 'front-matter', `front matter is not valid YAML: ${error.message.split('\n')[0]}`);
  }
  if (!data.title || typeof data.title !== 'string') add(0, 'front-matter', 'no title: add `title: …` to the front matter.');
  const description = typeof data.description === 'string' ? data.description.trim() : '';
  if (!description) add(0, 'front-matter', 'no description: add a `description:` of 50–160 characters saying what the reader gets.');
  else {
    if (description.length < 50 || description.length > 160) {
      add(lineOf('description'), 'front-matter', `description has ${description.length} characters; write 50–160.`);
    }
    const first = descriptions.get(description);
    if (first && first !== file) add(lineOf('description'), 'front-matter', `description is the same as in ${first}; each page needs its own.`);
    else descriptions.set(description, file);
  }
  if (isDocsPage(file)) {
    const value = data.last_verified;
    const text_ = value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? '');
    if (value === undefined) add(0, 'last-verified', `no last_verified: add \`last_verified: ${today}\` after checking the page's facts and links.`);
    else if (!validDate(text_)) add(lineOf('last_verified'), 'last-verified', `last_verified "${text_}" is not a date; write YYYY-MM-DD.`);
    else if (text_ > today) add(lineOf('last_verified'), 'last-verified', `last_verified ${text_} is in the future; use the day you checked the page.`);
  }

  const prose = proseOf(text);
  const lines = prose.split('\n');
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    const startsParagraph = i === 0 || lines[i - 1].trim() === '' || /^\s*#{1,6}\s/.test(lines[i - 1]);
    const opener = OPENER.exec(trimmed.replace(/^(?:[-*>]|\d+\.)\s+/, ''));
    if (opener && startsParagraph) {
      add(offset + line.indexOf(opener[0]), 'opener', `"${opener[0]}…" opener: start with what the reader gets or does (the subject itself), not with the page.`);
    }
    for (const [pattern, kind] of BANNED) {
      const m = pattern.exec(line);
      if (m) add(offset + m.index, 'banned-phrase', `"${m[0]}" (${kind}): ${kind === 'brochure phrase' ? 'say what it does, with a source for any claim' : 'finish the text or leave the section out'}.`);
    }
    offset += line.length + 1;
  }
  return problems;
}

/** Words of the prose (letters, inner apostrophes and hyphens split), with offsets. */
function* words(prose) {
  for (const m of prose.matchAll(/[A-Za-z][A-Za-z']*[A-Za-z]|[A-Za-z]/g)) yield {word: m[0].replace(/'s$/, ''), offset: m.index};
}

/** British spellings, each with the American form. */
export function lintBritish(file, text) {
  const prose = proseOf(text);
  const problems = [];
  for (const {word, offset} of words(prose)) {
    const american = BRITISH.get(word.toLowerCase());
    if (american) problems.push({file, ...position(text, offset), rule: 'american-english', message: `British spelling "${word}": write "${american}".`});
  }
  return problems;
}

/** A cspell checker for American English plus the project's words. */
export async function createSpellChecker(extraWords = []) {
  const {combineTextAndLanguageSettings, getDefaultSettings, mergeSettings, finalizeSettings, validateText} = await import('cspell-lib');
  const base = mergeSettings(await getDefaultSettings(), {
      language: 'en-US',
      // Proper nouns and technical terms of this site; flagged British forms are never in it.
      words: [...projectWords().filter((w) => !w.includes(' ')), ...extraWords],
      // Possessives of known words ("METR's") are the words themselves.
      ignoreRegExpList: ['Urls', 'Email', 'HexValues', "/(?<=[A-Za-z])['’]s\\b/g"],
      allowCompoundWords: false,
      minWordLength: 4,
    });
  // The language settings turn `en-US` into its dictionaries (en_us, companies, software terms, ...).
  const settings = finalizeSettings(combineTextAndLanguageSettings(base, '', ['plaintext']));
  return async (file, text) => {
    const prose = proseOf(text);
    const issues = await validateText(prose, settings, {generateSuggestions: true, numSuggestions: 3});
    return issues
      .filter((issue) => !BRITISH.has(issue.text.toLowerCase()))
      .map((issue) => {
        const suggestions = (issue.suggestions ?? []).map((s) => (typeof s === 'string' ? s : s.word)).filter(Boolean);
        const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(', ')}?` : '';
        return {
          file,
          ...position(text, issue.offset),
          rule: 'spelling',
          message: `unknown word "${issue.text}".${hint} If it is a correct name or term, add it to scripts/content-lint/project-words.txt.`,
        };
      });
  };
}

/**
 * @param {string[]} files paths relative to root
 * @param {{root?: string, today?: string}} [options] today: YYYY-MM-DD (default: the current date)
 */
export async function lintFiles(files, {root = ROOT, today = undefined} = {}) {
  const spell = await createSpellChecker();
  const descriptions = new Map();
  const problems = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    problems.push(...lintStructure(file, text, {descriptions, today}), ...lintBritish(file, text), ...(await spell(file, text)));
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

export const formatProblem = (p) => `${p.file}:${p.line}:${p.column}  ${p.rule}  ${p.message}`;

async function main(args) {
  const started = Date.now();
  const files = args.length ? args.map((f) => relative(ROOT, resolve(f))) : contentFiles();
  const problems = await lintFiles(files);
  for (const p of problems) console.log(formatProblem(p));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`content lint: ${files.length} files, ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${seconds} s`);
  if (problems.length) process.exitCode = 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error);
    process.exitCode = 2;
  });
}
