/**
 * Questions a meeting left open (s55, t-vwa F10 = t-vwa2 F4): "Who owns the SSO rollout? We still need to decide that.",
 * "Do we know whether the vendor will keep the support hours?" — "No idea yet.", "Open question: do we need new badges?",
 * "Nobody knows yet whether the lease transfers." Each is listed with its line and speaker, and the sentence that says it
 * is open, so a reader can check it.
 *
 * Conservative on purpose: a question counts as open only when someone says so in words ("nobody knows", "no idea",
 * "not sure", "we haven't decided", "still need to decide", "open question", "leave that open", "TBD", "decide that at
 * the next meeting") in the question's own turn or in the first reply; a question that is merely followed by silence or
 * a change of topic is not listed (it may have been answered in a way the patterns do not read), and one answered later
 * (a decision or an "I'll …" about it in the next turns) is not listed either. A request ("Ana, can you …?", "Can
 * someone …?") is no question of this kind: it is read as an action item.
 */
import type {Sentence} from './meeting';

export type OpenQuestion = {
  /** The question as said ("Who owns the SSO rollout?"), or the sentence that states the open point. */
  text: string;
  speaker: string;
  line: number;
  /** The sentence that says it is open, when it is another one than `text` ("We still need to decide that."). */
  because?: {text: string; speaker: string; line: number};
};

/** Said of something not known or not decided yet. Read only in a reply to a question or in the question's own turn. */
const UNRESOLVED = new RegExp(
  [
    String.raw`(?:nobody|no\s+one|no-one|none\s+of\s+us)\s+knows`,
    String.raw`(?:I|we)\s+(?:still\s+)?(?:don['’]t|do\s+not)\s+know(?:\s+yet)?(?=\s*(?:[.!,;—–-]|$|yet|either|whether|if|who|what|when|where|which|how))`,
    String.raw`no\s+idea`,
    String.raw`(?:I['’]m|I\s+am|we['’]re|we\s+are)\s+not\s+sure(?=\s*(?:[.!,;—–-]|$|yet|either|whether|if|who|what|when|where|which|how))`,
    String.raw`^not\s+sure(?=\s*(?:[.!,;—–-]|$|yet|either|whether|if|who|what|when|where|which|how))`,
    String.raw`(?:haven['’]t|have\s+not|hasn['’]t|has\s+not|didn['’]t|did\s+not)\s+(?:yet\s+)?(?:decided|settled|agreed|figured(?:\s+\w+)?\s+out|found\s+out|worked\s+out|answered)`,
    String.raw`(?:still|yet)\s+(?:need|have)\s+to\s+(?:decide|settle|figure\s+out|find\s+out|work\s+out|agree)`,
    String.raw`(?:something|what)\s+we\s+(?:still\s+)?(?:need|have)\s+to\s+(?:decide|settle|figure\s+out|find\s+out|work\s+out)`,
    String.raw`(?:an?\s+|the\s+)?open\s+(?:question|point|issue)`,
    String.raw`(?:leave|keep)\s+(?:that|it|this)\s+(?:question\s+)?open`,
    String.raw`(?:is|are|['’]s|remains?|stays?)\s+(?:still\s+)?(?:open|unclear|undecided|unresolved|unknown|TBD)(?=\s*(?:[.!,;—–-]|$|for\s+now))`,
    String.raw`TBD|to\s+be\s+decided|to\s+be\s+confirmed`,
    String.raw`decide\s+(?:that|it|this)\s+(?:at|in|during|next|later|another)`,
    String.raw`(?:nobody|no\s+one)\s+(?:has|have)\s+(?:yet\s+)?(?:picked|taken)\s+(?:that|it|this)\s+up`,
    String.raw`(?:come\s+back\s+to|revisit|park)\s+(?:that|it|this)(?:\s+question)?`,
  ]
    .map((p) => `(?<![\\p{L}'’])(?:${p})(?![\\p{L}])`)
    .join('|'),
  'iu',
);
/** Strong enough to stand alone, outside a reply to a question (never "I don't know", "not sure" or "no idea": "I don't know what you mean"). */
const UNRESOLVED_ALONE = new RegExp(
  [
    String.raw`(?:nobody|no\s+one|no-one|none\s+of\s+us)\s+knows(?:\s+yet)?`,
    String.raw`(?:haven['’]t|have\s+not|hasn['’]t|has\s+not)\s+(?:yet\s+)?(?:decided|settled|agreed\s+on|figured\s+out|found\s+out|worked\s+out)`,
    String.raw`(?:still|yet)\s+(?:need|have)\s+to\s+(?:decide|settle|figure\s+out|find\s+out|work\s+out)`,
    String.raw`(?:it['’]s|it\s+is|that['’]s|that\s+is)\s+(?:still\s+)?(?:an\s+)?open\s+question`,
    String.raw`(?:remains?|is\s+still)\s+(?:open|unclear|undecided|unresolved|unknown)`,
  ]
    .map((p) => `(?<![\\p{L}'’])(?:${p})(?![\\p{L}])`)
    .join('|'),
  'iu',
);
/** A reply that holds a guess or an answer after all: "Not sure, but I think it's Tuesday." */
const HEDGED_ANSWER = /(?<![\p{L}])(?:but|though|although|I\s+think|I\s+guess|I\s+believe|I\s+suppose|probably|likely|pretty\s+sure|I['’]d\s+say|maybe|perhaps)(?![\p{L}])/iu;
/** A standalone statement of an open point names what is open: "We still need to decide whether …", "Nobody knows yet who …". */
const OPEN_CLAUSE = /(?<![\p{L}])(?:whether|if|who|what|when|where|which|how)(?![\p{L}])\s+\S+\s+\S+/iu;
/** "Open question: …", "Open questions: …", "Open point: …", "Unresolved: …". */
const OPEN_LABEL = /^(?:open\s+(?:questions?|points?|issues?)|unresolved|TBD|still\s+open)\s*[:：—–-]\s*(\S.*)$/iu;
/** A request or a routine question, not a question about the matter: "Ana, can you …?", "Can someone …?", "Any questions?". */
const REQUEST = /^(?:(?:and|so|also|ok(?:ay)?|then|oh|hmm|well|and\s+also)\s*,?\s*)*(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s*,\s*)?(?:(?:can|could|would|will|won['’]t)\s+(?:you|someone|somebody|anyone|anybody|one\s+of\s+you|y['’]all)|(?:would|do)\s+you\s+mind|please|mind\s+)(?![\p{L}])/iu;
const ROUTINE = /^(?:(?:and|so|ok(?:ay)?|any)\s*,?\s*)*(?:any\s+(?:questions?|blockers?|updates?|comments?|objections?|thoughts?|other\s+business)|anything\s+else|questions|who['’]s\s+next|need\s+help|right|ok(?:ay)?|all\s+good|everyone\s+(?:ok|good|happy)|make\s+sense|does\s+that\s+(?:make\s+sense|work)|sound\s+good|sounds\s+good)\b/iu;
/** An answer after all, in the turns after the "open" remark: a commitment or a decision about it. */
const ANSWERS = /(?<![\p{L}'’])(?:I['’]ll|I\s+will|I\s+can|I\s+know|I\s+checked|let\s+me\s+(?:take|own|handle)|it['’]s\s+(?:me|mine)|that['’]s\s+(?:me|mine)|the\s+answer\s+is)(?![\p{L}'’])/iu;

const question = (t: string) => /[?？]\s*$/.test(t.trim());
const wordsOf = (t: string) =>
  new Set(
    (t.toLowerCase().match(/\p{L}[\p{L}'’-]{3,}/gu) ?? []).filter(
      (w) => !/^(?:that|this|these|those|what|when|where|which|whether|with|will|would|should|could|have|there|their|they|them|then|does|know|anyone|someone|about|still|need|decide|going|yet)$/.test(w),
    ),
  );

/**
 * s56 v-vwa F3: an open question was dropped as soon as anyone committed to anything after it ("Does the pilot need sign-off
 * from the CFO?" / "No idea yet." / "I'll write up the pilot success criteria …": "pilot" was shared). What a later sentence
 * must share to answer it are the question's own words, not the ones the meeting said before it ("pilot"); for a choice
 * ("before or after the product release?", "train tickets or a group booking?") the words of the choice. A sentence that
 * only points back ("that", "it") answers when it is short ("That's me, I'll own it."), and a promise to find out ("I'll
 * ask finance …") is an action, not an answer.
 */
const FINDS_OUT = /(?<![\p{L}'’])(?:I['’]ll|I\s+will|I\s+can|let\s+me)\s+(?:(?:also|first|quickly|just|go\s+and)\s+)?(?:ask|check|find\s+out|look\s+into|confirm|follow\s+up|get\s+back|chase|reach\s+out|clarify|verify|investigate|research)(?![\p{L}])/iu;
const FOCUS_STOP = /^(?:from|into|onto|upon|also|some|more|most|just|really|ever|every|other|okay|should|shall|must|might|ours|your|yours)$/;
function focusOf(sentences: readonly Sentence[], question: string, at: number): Set<string> {
  const before = new Set(sentences.slice(0, at).flatMap((s) => [...wordsOf(s.text)]));
  const pick = (words: Set<string>) => {
    const own = [...words].filter((w) => !FOCUS_STOP.test(w));
    const fresh = own.filter((w) => !before.has(w));
    return new Set(fresh.length ? fresh : own);
  };
  // A choice: up to four words on each side of "or".
  const choice = /((?:\S+\s+){0,3}\S+)\s+or\s+((?:\S+\s+){0,3}\S+)/iu.exec(question);
  return pick(wordsOf(choice ? `${choice[1]} ${choice[2]}` : question));
}

export function findOpenQuestions(sentences: readonly Sentence[], decides: (text: string) => boolean = () => false): OpenQuestion[] {
  const turnOf: number[] = [];
  sentences.forEach((s, i) => turnOf.push(i === 0 ? 0 : turnOf[i - 1] + (s.line !== sentences[i - 1].line || s.speaker !== sentences[i - 1].speaker ? 1 : 0)));
  const inTurn = (turn: number) => sentences.filter((_, i) => turnOf[i] === turn);
  const out: OpenQuestion[] = [];
  const used = new Set<number>();
  /** A later turn (up to two after `from`) that answers it: a decision or a commitment that shares a word with it, or points back. */
  const answeredAfter = (from: number, about: string, at?: number): boolean => {
    const topic = at === undefined ? wordsOf(about) : focusOf(sentences, about, at);
    for (let t = from + 1; t <= from + 2; t++)
      for (const s of inTurn(t)) {
        if (question(s.text) || UNRESOLVED.test(s.text)) continue;
        if (at !== undefined && FINDS_OUT.test(s.text) && !decides(s.text)) continue;
        const pointsBack = /(?<![\p{L}])(?:it|that|this|them)(?![\p{L}])/iu.test(s.text) && (at === undefined || s.text.trim().split(/\s+/).length <= 6);
        const shares = [...wordsOf(s.text)].some((w) => topic.has(w)) || pointsBack;
        if ((decides(s.text) || ANSWERS.test(s.text)) && shares) return true;
      }
    return false;
  };
  sentences.forEach((s, i) => {
    const text = s.text.trim();
    if (used.has(i)) return;
    // "Open question: do we need new badges for the contractors?"
    const label = OPEN_LABEL.exec(text);
    if (label) {
      if (!answeredAfter(turnOf[i], label[1])) out.push({text: label[1].replace(/^\p{Ll}/u, (c) => c.toUpperCase()), speaker: s.speaker, line: s.line});
      used.add(i);
      return;
    }
    if (question(text)) {
      if (REQUEST.test(text) || ROUTINE.test(text) || text.split(/\s+/).length < 3) return;
      // Questions in a row of one turn are one question: "What do we do with the old furniture? Sell it, donate it, or store it?"
      let last = i;
      while (last + 1 < sentences.length && turnOf[last + 1] === turnOf[i] && question(sentences[last + 1].text)) last++;
      const asked = sentences.slice(i, last + 1).map((x) => x.text.trim()).join(' ');
      for (let k = i + 1; k <= last; k++) used.add(k);
      // The remark that says it is open: later in the question's own turn, or in the first two sentences of the next turn by someone else.
      const own = sentences.map((_, k) => k).filter((k) => k > last && turnOf[k] === turnOf[i]);
      const next = sentences.map((_, k) => k).filter((k) => turnOf[k] === turnOf[i] + 1).slice(0, 2);
      const reply = next.length && sentences[next[0]].speaker !== s.speaker ? next : [];
      // The first reply must not answer first: "Tuesday, I think. Not sure about the time." answers it.
      const candidates = [...own, ...reply];
      const at = candidates.find((k) => {
        const t = sentences[k].text.trim();
        if (question(t) || !UNRESOLVED.test(t) || HEDGED_ANSWER.test(t)) return false;
        // In the reply, the remark comes first or follows only a filler ("Good question.", "Hmm.").
        if (reply.includes(k) && k !== reply[0] && !/^(?:good\s+question|hmm+|well|honestly|hm|uh|um|ok(?:ay)?|great\s+question)[.!,]*$/iu.test(sentences[reply[0]].text.trim())) return false;
        return true;
      });
      if (at === undefined) return;
      if (answeredAfter(turnOf[at], asked, i)) return;
      const m = sentences[at];
      out.push({text: asked, speaker: s.speaker, line: s.line, because: {text: m.text.trim(), speaker: m.speaker, line: m.line}});
      used.add(at);
      return;
    }
    // A statement of its own that names what is open: "We still need to decide whether we renew the lease."
    if (!question(text) && UNRESOLVED_ALONE.test(text) && OPEN_CLAUSE.test(text.slice(text.search(UNRESOLVED_ALONE))) && !HEDGED_ANSWER.test(text) && !answeredAfter(turnOf[i], text, i)) {
      out.push({text, speaker: s.speaker, line: s.line});
      used.add(i);
    }
  });
  return out;
}
