/**
 * Task Automation logic: a support-inbox triage pipeline. Each message is classified (similarity to
 * labelled examples plus keyword rules), fields are extracted, an action is proposed, and items with
 * low confidence or a risky action are routed to a human approval queue.
 */
import {tokenize} from '@site/src/retrieval/tokenize';

export const CATEGORIES = ['refund', 'shipping', 'account', 'billing', 'bug', 'cancellation', 'feedback'] as const;
export type Category = (typeof CATEGORIES)[number];

export type Message = {id: string; from: string; subject: string; body: string};
export type LabelledExample = {category: Category; text: string};
export type Rule = {phrases: string[]; category: Category; line: number};

export const RULE_BOOST = 0.3;
export const MAX_MESSAGE_CHARS = 4000;
export const MAX_RULES_CHARS = 4000;
/** Refunds above this amount always need a person. */
export const REFUND_APPROVAL_LIMIT = 100;
export const DEFAULT_THRESHOLD = 0.6;

export type RulesResult = {ok: true; rules: Rule[]} | {ok: false; error: string};

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** Parses rules ("a | b => category", "#" comments). Errors name the line. */
export function parseRules(text: string): RulesResult {
  if (text.length > MAX_RULES_CHARS) return {ok: false, error: `The rules are ${text.length} characters long; the limit is ${MAX_RULES_CHARS}.`};
  const rules: Rule[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line || line.startsWith('#')) continue;
    const parts = line.split('=>');
    if (parts.length !== 2) return {ok: false, error: `Rule line ${i + 1}: write phrases, then "=>", then a category (for example "refund | money back => refund").`};
    const phrases = parts[0].split('|').map((p) => p.trim().toLowerCase()).filter(Boolean);
    const category = parts[1].trim().toLowerCase();
    if (phrases.length === 0) return {ok: false, error: `Rule line ${i + 1}: there is no phrase before "=>".`};
    if (!isCategory(category)) return {ok: false, error: `Rule line ${i + 1}: "${parts[1].trim()}" is not a category. Use one of: ${CATEGORIES.join(', ')}.`};
    rules.push({phrases, category, line: i + 1});
  }
  return {ok: true, rules};
}

/** Checks an edited message. */
export function validateMessage(message: Message): string | null {
  if (!message.subject.trim() && !message.body.trim()) return 'The message is empty: write a subject or a body.';
  const size = message.subject.length + message.body.length;
  if (size > MAX_MESSAGE_CHARS) return `The message is ${size} characters long; the limit is ${MAX_MESSAGE_CHARS}.`;
  return null;
}

type Vector = Map<string, number>;

export function vectorOf(text: string): Vector {
  const v: Vector = new Map();
  for (const t of tokenize(text)) v.set(t, (v.get(t) ?? 0) + 1);
  return v;
}

export function cosine(a: Vector, b: Vector): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [t, x] of a) {
    na += x * x;
    const y = b.get(t);
    if (y) dot += x * y;
  }
  for (const y of b.values()) nb += y * y;
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

export type CategoryScore = {category: Category; similarity: number; ruleBoost: number; score: number; nearest: string};
export type Classification = {
  category: Category;
  confidence: number;
  scores: CategoryScore[];
  rulesMatched: Array<{line: number; phrase: string; category: Category}>;
};

/**
 * Score per category = best cosine similarity to one of its examples + 0.3 per matching rule (capped at 1).
 * Confidence = the winner's share of the top two scores, scaled down when the winner itself is weak (< 0.3).
 */
export function classify(message: Message, examples: readonly LabelledExample[], rules: readonly Rule[]): Classification {
  const text = `${message.subject}\n${message.body}`;
  const lower = text.toLowerCase();
  const v = vectorOf(text);
  const rulesMatched: Classification['rulesMatched'] = [];
  for (const rule of rules) {
    const phrase = rule.phrases.find((p) => lower.includes(p));
    if (phrase) rulesMatched.push({line: rule.line, phrase, category: rule.category});
  }
  const scores: CategoryScore[] = CATEGORIES.map((category) => {
    let similarity = 0;
    let nearest = '';
    for (const ex of examples) {
      if (ex.category !== category) continue;
      const s = cosine(v, vectorOf(ex.text));
      if (s > similarity) {
        similarity = s;
        nearest = ex.text;
      }
    }
    const ruleBoost = rulesMatched.filter((r) => r.category === category).length * RULE_BOOST;
    return {category, similarity: round(similarity), ruleBoost: round(ruleBoost), score: round(Math.min(1, similarity + ruleBoost)), nearest};
  }).sort((a, b) => b.score - a.score || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category));
  const [best, second] = scores;
  const share = best.score > 0 ? best.score / (best.score + second.score) : 0;
  const confidence = round(share * Math.min(1, best.score / 0.3));
  return {category: best.category, confidence, scores, rulesMatched};
}

export type Fields = {orderIds: string[]; invoiceIds: string[]; emails: string[]; dates: string[]; amounts: string[]};

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';

export function extractFields(message: Message): Fields {
  const text = `${message.subject}\n${message.body}`;
  const all = (re: RegExp) => [...new Set([...text.matchAll(re)].map((m) => m[0].trim()))];
  return {
    orderIds: all(/\bORD-\d{4,}\b/g),
    invoiceIds: all(/\bINV-\d{4,}\b/g),
    emails: all(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g),
    dates: all(new RegExp(String.raw`\b(?:\d{4}-\d{2}-\d{2}|\d{1,2}\s+(?:${MONTHS})(?:\s+\d{4})?|(?:${MONTHS})\s+\d{1,2}(?:,\s*\d{4})?)\b`, 'g')),
    amounts: all(/(?:[$€£]\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?|\b\d+(?:\.\d{2})?\s?(?:USD|EUR|GBP)\b)/g),
  };
}

/** The numeric value of the first amount, or null. */
export function amountValue(amounts: readonly string[]): number | null {
  if (!amounts.length) return null;
  const n = Number(amounts[0].replace(/[^\d.]/g, ''));
  return Number.isFinite(n) ? n : null;
}

export type Proposal = {action: string; confidence: number; risky: string | null};

/** Proposes the next action; its confidence is the share of the fields that action needs which were found. */
export function proposeAction(category: Category, fields: Fields, message: Message): Proposal {
  const order = fields.orderIds[0];
  const amount = fields.amounts[0];
  switch (category) {
    case 'refund': {
      if (!order) return {action: 'Reply asking for the order number before any refund.', confidence: amount ? 0.5 : 0.3, risky: null};
      if (!amount) return {action: `Look up the amount paid for ${order}, then refund it.`, confidence: 0.6, risky: 'the refund amount is unknown'};
      const value = amountValue(fields.amounts) ?? 0;
      return {
        action: `Refund ${amount} for ${order} to the original payment method.`,
        confidence: 1,
        risky: value > REFUND_APPROVAL_LIMIT ? `the refund is over ${REFUND_APPROVAL_LIMIT}` : null,
      };
    }
    case 'shipping':
      return order
        ? {action: `Check carrier tracking for ${order} and reply with the status; open a trace if it is lost.`, confidence: 1, risky: null}
        : {action: 'Reply asking for the order number to check the delivery.', confidence: 0.4, risky: null};
    case 'account':
      return {action: `Send an account-recovery link to ${fields.emails[0] ?? message.from} and check the sign-in log.`, confidence: fields.emails.length ? 1 : 0.8, risky: null};
    case 'billing':
      return fields.invoiceIds.length
        ? {action: `Pass ${fields.invoiceIds[0]} to the billing team with the customer's request.`, confidence: 1, risky: /twice|duplicate|reverse/i.test(message.body) ? 'money would be returned' : null}
        : {action: 'Pass the request to the billing team and ask for the invoice number.', confidence: 0.6, risky: amount ? 'a charge is disputed' : null};
    case 'bug':
      return {action: 'Open a bug ticket with the steps and versions given, and reply with the ticket number.', confidence: /\d+\.\d+|chrome|firefox|android|ios|error \d{3}/i.test(message.body) ? 1 : 0.6, risky: null};
    case 'cancellation':
      return {action: 'Cancel at the end of the billing period and confirm by e-mail.', confidence: 1, risky: 'cancellations are confirmed by a person'};
    case 'feedback':
      return {action: 'Thank the customer and log the feedback for the product team.', confidence: 1, risky: null};
  }
}

export type Route = {queue: 'auto' | 'human'; reasons: string[]};

/**
 * Routes an item. Besides the thresholds and risky actions, a category chosen by keyword rules alone
 * (no labelled example of it resembles the message at all) always goes to a person: a phrase such
 * as "question" is too weak a reason to act, and rule boosts alone can reach any confidence.
 */
export function route(classification: Classification, proposal: Proposal, threshold: number): Route {
  const reasons: string[] = [];
  const winner = classification.scores.find((s) => s.category === classification.category);
  if (winner && winner.similarity === 0 && winner.ruleBoost > 0) {
    reasons.push(`only a keyword rule chose ${classification.category}; no ${classification.category} example resembles the message`);
  }
  if (classification.confidence < threshold) reasons.push(`classification confidence ${pct(classification.confidence)} is below ${pct(threshold)}`);
  if (proposal.confidence < threshold) reasons.push(`fields for the action are incomplete (${pct(proposal.confidence)})`);
  if (proposal.risky) reasons.push(proposal.risky);
  return {queue: reasons.length ? 'human' : 'auto', reasons};
}

export type Triaged = {message: Message; classification: Classification; fields: Fields; proposal: Proposal; route: Route};

export function triage(message: Message, examples: readonly LabelledExample[], rules: readonly Rule[], threshold = DEFAULT_THRESHOLD): Triaged {
  const classification = classify(message, examples, rules);
  const fields = extractFields(message);
  const proposal = proposeAction(classification.category, fields, message);
  return {message, classification, fields, proposal, route: route(classification, proposal, threshold)};
}

export function triageAll(messages: readonly Message[], examples: readonly LabelledExample[], rules: readonly Rule[], threshold = DEFAULT_THRESHOLD): Triaged[] {
  return messages.map((m) => triage(m, examples, rules, threshold));
}

export function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
