/**
 * The words of a request that no filled value, note or part of the chosen operation accounts for (s56 w-api F6: "list
 * open issues … labeled bug" filled owner, repo and state, dropped "bug", and the page said the request "names no value
 * that clearly belongs" in the other fields). The page names these words instead of that sentence, so a filter the
 * request asks for is never dropped in silence. Secrets are taken out first, so a password is never repeated.
 */
import type {FilledValue, FillNote, Operation} from './openapi';
import {formFields} from './openapi';
import {requestWithoutSecrets} from './secrets';

/** Words that carry no value: function words, and the verbs and nouns a request is phrased with. */
const PLAIN = new Set(
  `a an the and or but nor so to of in on at by for from with without into onto over under about as is are was were be been being am
  it its this that these those there their them they he she his her him we our us you your i me my mine what which who whom whose
  where when how why all any some each every no not only just also too very more most less few many much one ones other
  please thanks thank can could would should will shall may might must do does did done have has had get gets got give show
  list find search look see fetch read return display tell want need like let make new create add put post set change update
  edit delete remove send open close cancel up down out off now then than if else again still here per via using use named called
  titled item items entry entries record records thing things way kind since after before until till between during within
  including except because whether exist exists does yes ok hi vs eg ie etc`.split(/\s+/),
);

// A sum with thousands separators ("$1,250") is one word.
const TOKEN = /[\p{L}\p{N}+#$€£](?:[\p{L}\p{N}._@+/:#-]|,(?=\d{3}(?!\d)))*[\p{L}\p{N}]|[\p{L}\p{N}]/gu;
const stem = (w: string) => w.toLowerCase().replace(/(?:ies|es|s|ed|ing|ly)$/u, '').slice(0, 6);

/**
 * The operation's own words (summary, path, operationId, its fields' names, and the descriptions of the fields filled,
 * which say how their values were named: "updated" for since), as stems. Never the descriptions of empty fields, whose
 * examples are values ("labels: e.g. bug,ui" would count "bug" as read).
 */
function operationStems(op: Operation, filled: ReadonlySet<string>): Set<string> {
  const fields = formFields(op);
  const text = [op.summary, op.path, op.operationId, ...fields.flatMap((f) => [f.name, f.label, filled.has(f.id) ? (f.description ?? '') : ''])].join(' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  return new Set([...text.matchAll(/\p{L}{3,}/gu)].map((m) => stem(m[0])));
}

/** Request words not read into any field, in request order, each once; [] when every word is accounted for. */
export function unreadWords(request: string, op: Operation, filledValues: Iterable<FilledValue>, notes: readonly FillNote[]): string[] {
  const filled = [...filledValues];
  const saidText = [...filled].flatMap((v) => [v.found, v.value]).concat(notes.map((n) => n.note)).join('\n').toLowerCase();
  const said = new Set([...saidText.matchAll(TOKEN)].flatMap((m) => [m[0], ...m[0].split(/[/:,]/)]));
  const own = operationStems(op, new Set([...filled].map((v) => v.id)));
  const out: string[] = [];
  for (const m of requestWithoutSecrets(request).matchAll(TOKEN)) {
    const word = m[0];
    const lower = word.toLowerCase();
    // A note may quote a sum without its sign or separators ("1250" for "$1,250").
    if (PLAIN.has(lower) || said.has(lower) || said.has(lower.replace(/^[$€£#+]/u, ''))) continue;
    if (/^[$€£]?\d[\d.,]*$/u.test(word) && said.has(word.replace(/\D/gu, ''))) continue;
    // A word the operation is named by ("issues", "labeled" for labels) chose it; a word made of read values is read.
    if (/^\p{L}+$/u.test(word) && word.length >= 3 && own.has(stem(word))) continue;
    if (/^\p{L}$/u.test(word)) continue;
    const parts = word.split(/[/:]/).filter(Boolean);
    if (parts.length > 1 && parts.every((p) => said.has(p.toLowerCase()) || PLAIN.has(p.toLowerCase()))) continue;
    if (!out.includes(word)) out.push(word);
  }
  return out;
}
