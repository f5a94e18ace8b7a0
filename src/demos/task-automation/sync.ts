/**
 * Two tabs of the demo share one saved copy (store.ts). Saving the whole state would let the last
 * tab to save silently drop what the other added (u28t T-L1), so each tab merges by item: `base` is
 * the saved state this tab last read or wrote, `mine` its current state, `theirs` what is saved now.
 * A message or decision either tab added is kept; an edit made here wins over the other tab's copy
 * only for the items this tab changed; two new messages that took the same id both stay, the one
 * from this tab under the next free id.
 */
import type {Message} from './triage';
import type {Decision, SavedState} from './store';

const same = (a: Message, b: Message) => a.subject === b.subject && a.body === b.body && a.from === b.from;
const decisionKey = (d: Decision) => `${d.id}|${d.action}|${d.verdict}|${d.at}`;

function freeId(used: Set<string>, from: number): string {
  let n = from;
  while (used.has(`m${String(n).padStart(2, '0')}`)) n++;
  return `m${String(n).padStart(2, '0')}`;
}

export type Merged = {state: SavedState; /** Ids this tab's new messages were moved to, old → new. */ renamed: Record<string, string>};

export function mergeSaved(base: SavedState, mine: SavedState, theirs: SavedState): Merged {
  const baseById = new Map(base.messages.map((m) => [m.id, m]));
  const mineById = new Map(mine.messages.map((m) => [m.id, m]));
  const messages: Message[] = [];
  const used = new Set<string>();
  // Theirs first, in their order; an item this tab edited (and the other did not) takes this tab's text.
  for (const t of theirs.messages) {
    const b = baseById.get(t.id);
    const m = mineById.get(t.id);
    const mineChanged = m && b && !same(m, b);
    const theirsChanged = !b || !same(t, b);
    messages.push(mineChanged && !theirsChanged ? m : t);
    used.add(t.id);
  }
  const renamed: Record<string, string> = {};
  for (const m of mine.messages) {
    if (baseById.has(m.id)) continue; // kept or edited above; one the other tab no longer has is gone there on purpose
    const t = theirs.messages.find((x) => x.id === m.id);
    if (t && same(t, m)) continue;
    const id = used.has(m.id) ? freeId(used, messages.length + 1) : m.id;
    if (id !== m.id) renamed[m.id] = id;
    messages.push({...m, id});
    used.add(id);
  }
  const decisions = [...theirs.decisions];
  const seen = new Map(decisions.map((d, i) => [decisionKey(d), i]));
  for (const d of mine.decisions) {
    const moved = renamed[d.id] ? {...d, id: renamed[d.id]} : d;
    const at = seen.get(decisionKey(moved));
    if (at === undefined) {
      seen.set(decisionKey(moved), decisions.length);
      decisions.push(moved);
    } else if (moved.withdrawn && !decisions[at].withdrawn) decisions[at] = moved; // a withdrawal made here stands (u29y F15)
  }
  const pick = <T,>(b: T, m: T, t: T): T => (m !== b ? m : t);
  return {
    state: {
      messages,
      rulesDraft: pick(base.rulesDraft, mine.rulesDraft, theirs.rulesDraft),
      rulesApplied: pick(base.rulesApplied, mine.rulesApplied, theirs.rulesApplied),
      threshold: pick(base.threshold, mine.threshold, theirs.threshold),
      decisions,
    },
    renamed,
  };
}
