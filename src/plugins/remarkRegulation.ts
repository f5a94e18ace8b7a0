/**
 * Remark plugin: the legal dates and rule wordings of `src/data/regulation.ts`, written into the
 * pages at build time. A page writes a tag instead of typing the date or the rule, and needs no
 * import; the tag becomes plain Markdown (text, links, a table), so the page ships no script for it.
 *
 * - `<AiActDate id="annexIII" />` → "2 December 2027" (`short` → "2 Dec 2027"), in a `<time>`.
 * - `<AiActRule id="art6_3" />` → the rule's wording, its article linked where the wording names it.
 * - `<AiActCalendar />` → the AI Act calendar table (compliance page).
 * - `<FormDataUse form="project-request" />` → a contact form's legal basis, rights, retention and
 *   processors, in the privacy notice's words.
 *
 * An unknown tag id fails the build with the file and the id, so a typo never ships a blank.
 */
import {
  AI_ACT_CALENDAR,
  AI_ACT_MILESTONES,
  AI_ACT_RULES,
  AI_ACT_URL,
  FORM_LEGAL_BASES,
  OMNIBUS_URL,
  PROCESSORS_SENTENCE,
  formatLegalDate,
  type AiActMilestone,
  type DateSource,
} from '../data/regulation';

type Attribute = {type: string; name?: string; value?: unknown};
export type MdastNode = {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  attributes?: Attribute[];
  align?: (string | null)[];
  children?: MdastNode[];
};

export const REGULATION_TAGS = ['AiActDate', 'AiActRule', 'AiActCalendar', 'FormDataUse'] as const;

const text = (value: string): MdastNode => ({type: 'text', value});
const link = (url: string, label: string): MdastNode => ({type: 'link', url, children: [text(label)]});

function attr(node: MdastNode, name: string): string | boolean | undefined {
  const found = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!found) return undefined;
  // `<AiActDate short />` has a null value: a boolean attribute.
  return found.value === null || found.value === undefined ? true : typeof found.value === 'string' ? found.value : undefined;
}

function lookup<T>(table: Record<string, T>, key: unknown, tag: string, file: string): T {
  if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key)) return table[key]!;
  throw new Error(`${file}: <${tag}> has unknown id ${JSON.stringify(key)}; known: ${Object.keys(table).join(', ')}`);
}

function dateNode(iso: string, short: boolean): MdastNode {
  return {
    type: 'mdxJsxTextElement',
    name: 'time',
    attributes: [{type: 'mdxJsxAttribute', name: 'dateTime', value: iso}],
    children: [text(formatLegalDate(iso, short ? 'short' : 'long'))],
  };
}

/** The rule's wording as phrasing: the first mention of its article is the link. */
export function ruleNodes(rule: {readonly article: string; readonly url: string; readonly text: string}): MdastNode[] {
  const at = rule.text.indexOf(rule.article);
  if (at < 0) return [text(`${rule.text} (`), link(rule.url, rule.article), text(')')];
  return [
    text(rule.text.slice(0, at)),
    link(rule.url, rule.article),
    text(rule.text.slice(at + rule.article.length)),
  ].filter((n) => n.type !== 'text' || n.value !== '');
}

const SOURCE_LINKS: Record<DateSource, {label: string; href: string}> = {
  base: {label: 'Reg. 2024/1689', href: AI_ACT_URL},
  omnibus: {label: 'Reg. 2026/1744', href: OMNIBUS_URL},
};

const cell = (children: MdastNode[]): MdastNode => ({type: 'tableCell', children});

export function calendarTable(): MdastNode {
  const head = {type: 'tableRow', children: ['Date', 'What applies', 'Provision and source'].map((h) => cell([text(h)]))};
  const rows = AI_ACT_CALENDAR.map((ids) => {
    const milestones: AiActMilestone[] = ids.map((id) => AI_ACT_MILESTONES[id]);
    const applies = milestones.map((m) => (m.was ? `${m.applies} (was ${formatLegalDate(m.was, 'short')})` : m.applies)).join('; ');
    const provisions = [...new Set(milestones.map((m) => m.provision))].join('; ');
    const sources = [...new Set(milestones.flatMap((m) => m.sources))];
    const sourceNodes = sources.flatMap((s, i) => [...(i > 0 ? [text(', ')] : []), link(SOURCE_LINKS[s].href, SOURCE_LINKS[s].label)]);
    return {
      type: 'tableRow',
      children: [cell([dateNode(milestones[0]!.date, true)]), cell([text(applies)]), cell([text(`${provisions}, `), ...sourceNodes])],
    };
  });
  return {type: 'table', align: [null, null, null], children: [head, ...rows]};
}

function formDataUse(form: unknown, file: string): MdastNode[] {
  const basis = lookup(FORM_LEGAL_BASES as Record<string, (typeof FORM_LEGAL_BASES)[keyof typeof FORM_LEGAL_BASES]>, form, 'FormDataUse', file);
  return [text(`The legal basis is ${basis.plain} (${basis.article}). ${basis.rights} We keep it ${basis.retention}. ${PROCESSORS_SENTENCE}`)];
}

/** The phrasing (or, for the calendar, the table) a regulation tag stands for. */
export function expand(node: MdastNode, file: string): MdastNode[] {
  switch (node.name) {
    case 'AiActDate': {
      const m = lookup(AI_ACT_MILESTONES as Record<string, AiActMilestone>, attr(node, 'id'), 'AiActDate', file);
      return [dateNode(m.date, attr(node, 'short') === true)];
    }
    case 'AiActRule':
      return ruleNodes(lookup(AI_ACT_RULES as Record<string, {article: string; url: string; text: string}>, attr(node, 'id'), 'AiActRule', file));
    case 'AiActCalendar':
      return [calendarTable()];
    case 'FormDataUse':
      return formDataUse(attr(node, 'form'), file);
    default:
      return [node];
  }
}

const isTag = (node: MdastNode) =>
  (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
  (REGULATION_TAGS as readonly string[]).includes(node.name ?? '');

function transform(node: MdastNode, file: string): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (!isTag(child)) {
      transform(child, file);
      return [child];
    }
    const out = expand(child, file);
    // A tag on a line of its own is a flow element: phrasing needs a paragraph around it.
    if (child.type === 'mdxJsxFlowElement' && child.name !== 'AiActCalendar') return [{type: 'paragraph', children: out}];
    return out;
  });
}

export default function remarkRegulation() {
  return (tree: MdastNode, vfile: {path?: string}) => transform(tree, vfile.path ?? 'page');
}
