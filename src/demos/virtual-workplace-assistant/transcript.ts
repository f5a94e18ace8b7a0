/**
 * Transcript formats the meeting assistant reads, each turned into speaker-attributed utterances:
 *
 * - WebVTT (W3C WebVTT: https://www.w3.org/TR/webvtt1/): the "WEBVTT" header, NOTE, STYLE and
 *   REGION blocks (skipped), optional cue identifiers (Zoom numbers its cues, Teams uses ids such as
 *   "0a1b…/12-0"), timing lines "00:01:02.500 --> 00:01:05.000" with optional hours and cue
 *   settings, and cue text with voice spans `<v Maria Lopez>` / `<v.loud Maria>` (how Microsoft
 *   Teams attributes speakers: Microsoft Graph's transcript content in text/vtt, see
 *   https://learn.microsoft.com/en-us/graph/api/calltranscript-get) or a "Name: text" prefix (how
 *   Zoom's transcript export attributes them). Other tags (<c>, <i>, <b>, <u>, <lang>, <ruby>,
 *   <rt>, inline timestamps) are dropped and the entities &amp; &lt; &gt; &nbsp; &lrm; &rlm;
 *   decoded. SubRip (.srt: numbered cues, "00:00:01,000 --> …") reads the same way.
 * - Speaker heading lines: a name and a time on one line ("Maria Lopez   0:03" or
 *   "Maria Lopez 00:01:15"), what they said on the lines below, as many transcript exports print it.
 * - Plain "Name: text" lines, optionally after a time ("[09:00] Maria Lopez: …", "[9:00 AM] …", "9:00 p.m. …"), and Zoom's
 *   saved chat ("10:02:33 From Maria Lopez to Everyone: …").
 *
 * A "Last, First" display name ("O'Brien, Siobhan", as Outlook and Teams show it) is one person, written "First Last"
 * (personName); inside WebVTT cues, one name in any case or spacing ("<v siobhan>", "Siobhan:", "siobhan :") is one speaker.
 * Consecutive cues of one speaker are joined, because exports cut long turns into cues mid-sentence.
 * Part of the Virtual Workplace Assistant; imports nothing. Whether a chosen file is text at all is
 * decided by readTextFile (src/lib/files/textFile.ts).
 */

/** A link said in the transcript: the words shown ("minutes") and a web or mail address. */
export type Link = {text: string; url: string};
export type Utterance = {speaker: string; text: string; line: number; /** Links whose markup was taken out of the text (plainMarkup). */ links?: Link[]};
export type TranscriptFormat = 'webvtt' | 'speaker-headings' | 'lines';

const TIMING = /^\s*((?:\d{1,}:)?\d{1,2}:\d{2}[.,]\d{1,3})\s+-->\s+((?:\d{1,}:)?\d{1,2}:\d{2}[.,]\d{1,3})(?:\s+.*)?$/;
/**
 * "Name: text": a short name-like label, then ":" or the full-width "：". The label is one to five
 * words: capitalised words ("Mary-Jane", "O'Neil", "Nguyễn", "Dr."), a first word "d'…" or "l'…"
 * ("d'Artagnan"), and between them the lower-case particles of family names (PARTICLE: van, 't, de,
 * la, da, di, von, der, ter, ben, bin, ibn, al, af …, and "al-", "dell'" joined to the next part), which never end the
 * label ("de Wit:" may open with them); a role in brackets after the name ("Li Wei (PM):") is dropped; or a Chinese, Japanese or Korean name of up to six characters (those scripts have no
 * capitals). Sentence punctuation and digits never occur in a label, so "The plan is simple: …" and
 * "At 10:30: …" are no speakers; NOT_A_SPEAKER lists the labels of notes and headings ("Note:", "Re:").
 */
/** Lower-case particles joined to the next part by a hyphen or apostrophe: "al-Hassan", "el-Amin", "dell'Acqua", "ibn-Said". */
const JOINED_PARTICLE = String.raw`(?:al|el|ad|ibn|bin|dell|dall|d|l|della|delle|degli|do|dos|das|da|de|di|du|van|von|ter|ten|den|der|le|la)`;
const NAME_WORD = String.raw`(?:\p{Lu}|${JOINED_PARTICLE}[-'’]\p{Lu})[\p{L}\p{M}'’-]*\.?`;
/** Lower-case particles that stand as words of their own: Dutch, German, French, Italian, Spanish, Portuguese, Arabic, Hebrew and Scandinavian ("van 't Hof", "ben Youssef", "de la Cruz", "af Klint"). */
const PARTICLE = String.raw`(?:van|vande|de|da|di|du|des|von|vom|zu|zur|der|den|ter|ten|te|het|['’]t|['’]s|op|le|la|las|los|del|della|delle|degli|dei|dalla|dos|das|do|bin|bint|ben|bat|ibn|abu|al|el|ad|y|e|af|av|ap)`;
const NAME_LABEL = String.raw`(?:${PARTICLE}\s+){0,2}${NAME_WORD}(?:\s+(?:${PARTICLE}\s+){0,2}${NAME_WORD}){0,4}`;
/**
 * "O'Brien, Siobhan", "van der Berg, Hans-Peter": the "Last, First" form Outlook and Teams show. One person, written
 * "First Last" so that others can call them by the first name and the e-mail's "To:" does not split them in two.
 */
const LAST_FIRST = new RegExp(String.raw`^(${NAME_LABEL})\s*,\s*(${NAME_LABEL})$`, 'u');
/** Words that open a sentence before a comma and are nobody's family name: "Thanks, Ben: …", "OK, Ana: …". */
const NOT_A_FAMILY_NAME = /^(?:thanks|thank|ok|okay|yes|yeah|no|so|well|right|sure|hi|hello|hey|dear|great|also|and|but|then|now|sorry|please|good|fine|alright|actually|anyway|cheers|morning|evening|note|re|fyi|ps)$/i;
export function personName(label: string): string {
  const text = label.replace(/\s+/g, ' ').trim();
  const m = LAST_FIRST.exec(text);
  if (!m || NOT_A_FAMILY_NAME.test(m[1]) || NOT_A_FAMILY_NAME.test(m[2])) return text;
  return `${m[2]} ${m[1]}`;
}
/** A Teams-style heading: a name (the same name forms as a "Name:" label) and a time on one line ("Maria Lopez   0:03"). */
/** A lower-case display name in a heading ("kemal yilmaz   0:03"): one to four lower-case words, none of them a word that times a sentence ("starts at 3:00"). */
const LOWER_HEADING_NAME = String.raw`(?!(?:\S+\s+){0,3}(?:at|on|by|until|till|from|to|is|are|was|starts?|ends?|around|about|the|and|or|after|before|since)(?:\s|$))\p{Ll}[\p{L}\p{M}'’-]*(?:\s+\p{Ll}[\p{L}\p{M}'’-]*){0,3}`;
/**
 * A time stamp before the speaker: "[10:02]", "(10:02:33)", "10:02 -", and the 12-hour forms Teams chat, Slack and Webex
 * copy, "[10:02 AM]", "10:02 p.m." (u30u F17: "[10:02 AM] Tom Becker: …" gave no speaker and Line 1 on every row).
 */
const STAMP = String.raw`(?:\[?\(?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\)?\]?\s*[-–]?\s*)?`;
/** Zoom's saved chat: "10:02:33 From Tom Becker to Everyone: …", "… to Aisha Khan (Direct Message): …" (u30u F17). */
const ZOOM_FROM = String.raw`(?:From\s+(?=.{1,80}?\s+to\s+[^:：]{1,60}[:：]))?`;
const ZOOM_TO = String.raw`(?:(?<=^\s*${STAMP}From\s+.+?)\s+to\s+(?:Everyone|[^:：()]{1,60}?)(?:\s*\((?:[Dd]irect\s+[Mm]essage|[Pp]rivately|[Ii]n\s+[Ww]aiting\s+[Rr]oom)\))?)?`;
/**
 * The numbered labels of a recording tool that has not been told the names ("Speaker 1  0:00" in Otter.ai's export,
 * "Speaker 2:" in others, "Sprecher 1", "Intervenant 1", "Hablante 1"): a speaker like any name (u30b F16: the digits kept
 * them from being read, and every line became one "Unknown" turn).
 */
const NUMBERED_SPEAKER = String.raw`(?:[Ss]peaker|SPEAKER|[Ss]precher(?:in)?|[Ii]ntervenant(?:e)?|[Ll]ocuteur|[Hh]ablante|[Oo]rador(?:a)?|[Pp]articipant(?:e)?|[Gg]uest|[Uu]nknown\s+[Ss]peaker)\s?\d{1,3}`;
/**
 * A name written in a script without capital letters, Arabic, Hebrew, Devanagari and the other Indic scripts, Thai, Georgian
 * or Ethiopic ("محمد علي", "דוד כהן", "प्रिया शर्मा"): one to four words of that script, read like a capitalised name (u31c F4:
 * such a label was no speaker, and its words went to the person before).
 */
const CASELESS_SCRIPT = String.raw`\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Georgian}\p{Script=Ethiopic}`;
const CASELESS_WORD = String.raw`[${CASELESS_SCRIPT}][${CASELESS_SCRIPT}\p{M}'’-]*`;
const CASELESS_NAME = String.raw`${CASELESS_WORD}(?:\s+${CASELESS_WORD}){0,3}`;
/**
 * A Chinese, Japanese or Korean name of up to six characters, written together ("佐藤健") or with one space between family
 * and given name ("佐藤 健", "王 伟", "김 민준"), as Japanese and Korean rosters often write it (u33g F14: no speaker).
 */
const CJK_CHAR = String.raw`[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}ー・]`;
const CJK_NAME = String.raw`(?:${CJK_CHAR}{1,6}|${CJK_CHAR}{1,4}[ \u3000]${CJK_CHAR}{1,4})`;
/** A heading's time: "0:03", "1:02:07", and the 12-hour time of Slack's copied messages ("Priya Shah  10:02 AM", u33g F12). */
const HEADING_TIME = String.raw`\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?`;
const HEADING = new RegExp(String.raw`^((?:${NUMBERED_SPEAKER}|${NAME_LABEL}\s*,\s*${NAME_LABEL}|${NAME_LABEL}|${CASELESS_NAME}|${LOWER_HEADING_NAME})(?:\s+\([^)]{1,40}\))?)\s{1,}(${HEADING_TIME})\s*$`, 'u');
const SPEAKER_LINE = new RegExp(
  String.raw`^\s*${STAMP}${ZOOM_FROM}(${NUMBERED_SPEAKER}|${NAME_LABEL}|${CASELESS_NAME}|${CJK_NAME})${ZOOM_TO}(?:\s*\([^)]{1,40}\))?\s*[:：]\s*(.*)$`,
  'u',
);
/** Words of headings and notes, never part of a person's name: "Meeting Notes:", "Action Item:", "Next Steps:", "Dear Team:". */
const HEADING_WORD = /(?:^|\s)(?:Notes?|Minutes|Agenda|Items?|Steps|Summary|Update|Review|Meeting|Actions?|Decisions?|Date|Time|Location|Team|All|Everyone|Topic|Questions?|Answers?|Follow-up|Reminder|Status|Owner|Deadline|Attendees|Subject)(?=\s|$)/;
const NOT_A_SPEAKER =
  /^(?:Decision|Decisions|Agreed|Decided|Settled|Resolved|Final answer|Final decision|Beschlossen|Entscheidung|Vereinbart|Décision|Decisión|Action|Actions|Action item|Action items|Note|Notes|NB|PS|P\.S\.|Agenda|Subject|Date|Time|Re|Fwd|Fw|Cc|Bcc|To|From|FYI|Reminder|Update|Summary|Question|Answer|Todo|To-do|Todos|To-dos|To dos|Action points|Follow-ups|Followups|Warning|Important|Update|Location|Where|When|Attendees|Present|Absent|Apologies|Minutes|Topic|Item|Outcome|Result|Status|Owner|Due|Deadline|Next steps|Follow-up|Followup|Example|Tip|Source|Link|Meeting|Room|Title|Goal|Goals|Purpose|Context|Background|Risk|Risks|Issue|Issues|Comment|Comments|Edit|Edited|Also|Update|Translation|Transcript|Réunion|Sujet|Objet|Ordre du jour|Compte rendu|Compte-rendu|Participants|Présents|Absents|Lieu|Heure|Reunión|Asunto|Tema|Orden del día|Asistentes|Acta|Fecha|Hora|Lugar|Besprechung|Thema|Betreff|Teilnehmer|Tagesordnung|Protokoll|Datum|Uhrzeit|Ort|Riunione|Oggetto|Partecipanti|Ordine del giorno|Verbale|Data|Ora|Luogo)$/iu;

/** A label that names a note or heading, not a person: "Note", "Re", and several words one of which is a heading word. */
function notASpeaker(label: string): boolean {
  return NOT_A_SPEAKER.test(label) || (/\s/.test(label.trim()) && HEADING_WORD.test(label));
}

/** A speaker's heading line; a note's or agenda's label with a time ("Agenda 9:30 AM", "Meeting 10:00") is none. */
function speakerHeading(line: string): RegExpExecArray | null {
  const m = HEADING.exec(line);
  return m && !notASpeaker(m[1]) ? m : null;
}

/** Which shape a transcript has. */
export function detectFormat(text: string): TranscriptFormat {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) return 'webvtt';
  const timings = lines.filter((l) => TIMING.test(l)).length;
  if (timings >= 1 && timings * 4 >= lines.filter((l) => l.trim()).length * 0.5) return 'webvtt';
  const headings = lines.filter((l) => speakerHeading(l.trim())).length;
  const first = lines.find((l) => l.trim()) ?? '';
  // Two headings, or one that opens the transcript (a single speaker's turn), with fewer "Name:" lines than headings.
  if ((headings >= 2 || speakerHeading(first.trim())) && headings >= lines.filter((l) => SPEAKER_LINE.test(l)).length) return 'speaker-headings';
  return 'lines';
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f', quot: '"', apos: "'"};

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|nbsp|lrm|rlm|quot|apos);/g, (_m, name: string) => ENTITIES[name]);
}

/** Splits one cue's text into (speaker, text) runs by its voice spans; text outside any span has no speaker. */
function voices(payload: string): Array<{speaker: string | null; text: string}> {
  const out: Array<{speaker: string | null; text: string}> = [];
  let speaker: string | null = null;
  let buffer = '';
  const flush = () => {
    const text = decode(buffer).replace(/[\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();
    if (text) out.push({speaker, text});
    buffer = '';
  };
  for (const part of payload.split(/(<[^>]*>)/)) {
    const voice = /^<v(?:\.[^\s>]*)?(?:[ \t]+([^>]*))?>$/.exec(part);
    if (voice) {
      flush();
      speaker = voice[1]?.trim() ? personName(voice[1]) : null;
    } else if (/^<\/v\s*>$/.test(part)) {
      flush();
      speaker = null;
    } else if (part.startsWith('<') && part.endsWith('>')) {
      // <c>, <i>, <b>, <u>, <lang>, <ruby>, <rt>, timestamps: formatting only.
    } else {
      buffer += part;
    }
  }
  flush();
  return out;
}

function push(out: Utterance[], speaker: string, text: string, line: number): void {
  const last = out.at(-1);
  if (last && last.speaker === speaker) last.text += ` ${text}`;
  else out.push({speaker, text, line});
}

/**
 * A cue-text label that is not capitalised: one to four name-like words (letters, marks, hyphens, apostrophes; any script,
 * so "joão pereira", "kim dong-hyun", "иван петров" and "أحمد علي" all qualify), none of them a word that
 * opens or times a sentence ("the plan is: …", "starts at: …").
 */
const VTT_LOWER_LABEL_SHAPE = /^\s*([\p{L}\p{M}][\p{L}\p{M}'’-]*(?:\s+[\p{L}\p{M}][\p{L}\p{M}'’-]*){0,3})\s*[:：]\s*(.*)$/u;
const NOT_A_NAME_WORD = /^(?:the|a|an|and|or|but|so|is|are|was|were|be|at|on|by|in|of|for|with|to|from|until|till|after|before|since|about|around|my|our|your|their|this|that|these|those|here|there|note|notes|plan|steps?|items?|starts?|ends?|i|we|you|they|it|let's|lets|ok|okay|yes|no|so)$/i;
const VTT_LOWER_LABEL = {
  exec(text: string): RegExpExecArray | null {
    const m = VTT_LOWER_LABEL_SHAPE.exec(text);
    return m && !m[1].split(/\s+/).some((w) => NOT_A_NAME_WORD.test(w)) ? m : null;
  },
};

/**
 * The not-capitalised labels of WebVTT cue texts that are speakers (Zoom's lower-case display names, glued or not:
 * "siobhan:text", "ben :sure"), in lower case: a label seen two or more times, counting the same name in any case as a
 * "Name:" label or a <v> voice, or a label whose name someone addresses ("ben, can you …").
 */
function vttLowerLabels(lines: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  const add = (name: string) => counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  const all = lines.join('\n');
  for (const line of lines) {
    for (const v of line.matchAll(/<v(?:\.[^\s>]*)?[ \t]+([^>]+)>/g)) add(v[1].replace(/\s+/g, ' ').trim());
    const said = line.replace(/<[^>]*>/g, '').trim();
    const named = SPEAKER_LINE.exec(said);
    if (named && !notASpeaker(named[1])) {
      add(named[1]);
      continue;
    }
    const m = VTT_LOWER_LABEL.exec(said);
    if (m && !notASpeaker(m[1])) add(m[1]);
  }
  const out = new Set<string>();
  // Zoom writes every cue of its transcript export as "display name: text" (the display name as the person typed it,
  // lower case included; zoomGroupStats' processZoomTranscript reads the .vtt the same way, a userName before the
  // words: https://search.r-project.org/CRAN/refmans/zoomGroupStats/html/processZoomTranscript.html). So in a file
  // whose other cues already open with two or more speaker labels, a name-shaped label said once ("ben:sure") is a
  // speaker too; words that open notes ("note:", "the plan:", "update:") never are (VTT_LOWER_LABEL, notASpeaker).
  const labelled = [...counts.values()].reduce((a, b) => a + b, 0);
  for (const [label, n] of counts) {
    const first = label.split(/\s+/)[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (n >= 2 || labelled - n >= 2 || new RegExp(`(?<![\\p{L}])${first}\\s*,`, 'iu').test(all)) out.add(label);
  }
  return out;
}

/** WebVTT (or SubRip) cues to utterances: cue numbers, ids, timings, NOTE, STYLE and REGION blocks never become text. */
export function parseWebVtt(text: string): Utterance[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const out: Utterance[] = [];
  const runs: Utterance[] = [];
  const lower = vttLowerLabels(lines);
  const seen = new Map<string, string>();
  let i = /^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '') ? 1 : 0;
  // The header's own text runs to the first blank line.
  if (i === 1) while (i < lines.length && lines[i].trim() !== '') i++;
  while (i < lines.length) {
    while (i < lines.length && lines[i].trim() === '') i++;
    if (i >= lines.length) break;
    const start = i;
    const block: string[] = [];
    while (i < lines.length && lines[i].trim() !== '') block.push(lines[i++]);
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0])) continue;
    const timingAt = block.findIndex((l) => TIMING.test(l));
    if (timingAt < 0 || timingAt > 1) continue; // not a cue: at most one identifier line comes before the timing
    const payload = block.slice(timingAt + 1);
    const payloadLine = start + timingAt + 2;
    let last: string | null = null;
    const voiced = payload.some((l) => /<v[\s.>]/.test(l));
    for (const run of voices(payload.join('\n'))) {
      let speaker = run.speaker;
      let said = run.text;
      if (!speaker) {
        // Zoom writes "Name: text" inside the cue.
        const named = SPEAKER_LINE.exec(said);
        const lowerNamed = named ? null : VTT_LOWER_LABEL.exec(said);
        if (named && !notASpeaker(named[1])) {
          speaker = named[1].trim();
          said = named[2].trim();
        } else if (lowerNamed && (lower.has(lowerNamed[1].toLowerCase()) || (!voiced && lowerNamed[1].includes(' ') && !notASpeaker(lowerNamed[1])))) {
          // Zoom's "tanvir rahman: …" with a lower-case display name: a label that repeats, or a two-to-four-word label in a cue without a <v> span.
          speaker = lowerNamed[1].trim();
          said = lowerNamed[2].trim();
        }
      }
      speaker ??= last ?? runs.at(-1)?.speaker ?? 'Unknown';
      // "<v siobhan>", "Siobhan:" and "SIOBHAN:" are one speaker, named as first written.
      const key = speaker.replace(/\s+/g, ' ').trim().toLowerCase();
      speaker = seen.get(key) ?? (seen.set(key, speaker), speaker);
      last = speaker;
      if (said) runs.push({speaker, text: said, line: payloadLine});
    }
  }
  // Raw captions with no end punctuation in any cue (Zoom's lower-case "maya chen: the launch is on friday"): a cue
  // boundary is where a sentence ends, as a line break is in parseLines (issue 28, u32f F2: a speaker's two cues were one
  // run-on sentence, and the request in the second took its due date from the first). With punctuation, a speaker's
  // consecutive cues are one utterance, since a cue often breaks a sentence in the middle.
  const unpunctuated = !runs.some((r) => /[.!?…。！？]["”’)]*\s*$/u.test(r.text.trim()));
  for (const r of runs) {
    if (unpunctuated) out.push({...r});
    else push(out, r.speaker, r.text, r.line);
  }
  return out;
}

/** "Maria Lopez   0:03" heading lines with the words below them. */
export function parseSpeakerHeadings(text: string): Utterance[] {
  const out: Utterance[] = [];
  let speaker: string | null = null;
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    const heading = speakerHeading(line);
    if (heading) {
      speaker = personName(heading[1].replace(/\s+\([^)]*\)$/, ''));
      return;
    }
    if (speaker) push(out, speaker, line, i + 1);
  });
  return out;
}

/** "kemal yilmaz: sure", "jim: ok": a label of one to four lower-case words, as Zoom and Teams display names and chat handles often are. */
const LOWER_SPEAKER_LINE = /^\s*(?:\[?\(?\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\)?\]?\s*[-–]?\s*)?(\p{Ll}[\p{L}\p{M}'’-]*(?:\s+\p{Ll}[\p{L}\p{M}'’-]*){0,3})\s*[:：]\s*(.*)$/u;

/**
 * The lower-case labels that are speakers: the same label opens two or more lines, or the person is addressed by the
 * label's first word somewhere in the transcript ("kemal, can you …"). A one-off "next steps: …" is text.
 */
function lowerCaseSpeakers(lines: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const m = LOWER_SPEAKER_LINE.exec(line.trim());
    // A one-word label ("jim:", "kate:") is a speaker only when two or more such labels each open two or more lines (a
    // chat log); a word that opens a note or a sentence ("note:", "update:", "so:", "example:") never is (task 43v, u29l V-5).
    if (m && !notASpeaker(m[1]) && !(!/\s/.test(m[1]) && NOT_A_NAME_WORD.test(m[1]))) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  }
  const all = lines.join('\n');
  const out = new Set<string>();
  const oneWordSpeakers = [...counts].filter(([label, n]) => !/\s/.test(label) && n >= 2).length;
  // A short chat log where most lines open with a one-word label ("sam: …", "jo: thx", "sam: …", "kai: …"): two or more
  // labels, one of them opening two or more lines, and three of every four lines labelled. Each label is a speaker, so a
  // line is never glued to the one before it (u30b F3: "jo: thx sam: ill do the slides by fri kai: …" was one utterance
  // and Kai's task took Sam's Friday).
  const oneWord = [...counts].filter(([label]) => !/\s/.test(label));
  const labelledLines = oneWord.reduce((sum, [, n]) => sum + n, 0);
  const chatLog = oneWord.length >= 2 && oneWord.some(([, n]) => n >= 2) && labelledLines >= 3 && labelledLines * 4 >= lines.filter((l) => l.trim()).length * 3;
  for (const [label, n] of counts) {
    const first = label.split(/\s+/)[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!/\s/.test(label)) {
      if ((n >= 2 && oneWordSpeakers >= 2) || chatLog) out.add(label);
      continue;
    }
    if (n >= 2 || new RegExp(`(?<![\\p{L}])${first}\\s*,`, 'iu').test(all)) out.add(label);
  }
  return out;
}

/** Lines of a meeting tool's export header before anyone speaks (Google Meet: "Attendees", the names, "Transcript", "00:00:00"). */
const BARE_HEADING = /^(?:attendees|participants|invitees|transcript|meeting\s+transcript|meeting\s+notes|notes|minutes|recording)$/i;
const BARE_TIME = /^\(?\d{1,2}:\d{2}(?::\d{2})?\)?$/;
/** "Partner sync - Transcript" (Google Meet's document title) names the meeting "Partner sync". */
const withoutExportSuffix = (line: string) => line.replace(/\s+[-–—]\s+(?:transcript|meeting\s+notes|notes)$/i, '');
/** "Meeting transcript": a line that says what the text is, not which meeting; the title is the next line (u29l, 03). */
const GENERIC_TITLE = /^(?:meeting\s+)?(?:transcript|notes|minutes|recording)$/i;
/**
 * The line numbers (0-based) of an export header before the first speaker line: a bare heading word, a bare time, and the
 * line of names after "Attendees" (u29l V-12: they were read as one sentence and became a summary bullet).
 */
function exportHeaderLines(lines: readonly string[]): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < Math.min(lines.length, 12); i++) {
    const line = lines[i].trim();
    if (!line) continue;
    if (SPEAKER_LINE.exec(line) && !notASpeaker(SPEAKER_LINE.exec(line)![1])) break;
    if (BARE_HEADING.test(line) || BARE_TIME.test(line)) {
      out.add(i);
      if (/^(?:attendees|participants|invitees)$/i.test(line)) {
        const next = lines.findIndex((l, j) => j > i && l.trim());
        if (next > i && !SPEAKER_LINE.test(lines[next].trim())) out.add(next);
      }
    }
  }
  return out;
}

/** A metadata line at the top of a pasted transcript or meeting notes. */
// French, Spanish, German and Italian headings too ("Réunion : Lancement produit", "Asunto:", "Betreff:") (task 43v, V-13).
const META_LINE =
  /^(?:meeting(?:\s+(?:notes|minutes|title|topic|name))?|subject|title|topic|date|time|when|where|location|room|attendees|participants|present|absent|apologies|invitees|agenda|organi[sz]er|chair|minutes|re|réunion|sujet|objet|ordre\s+du\s+jour|compte[\s-]rendu|présents|reunión|asunto|tema|orden\s+del\s+día|asistentes|acta|fecha|besprechung|thema|betreff|teilnehmer|tagesordnung|protokoll|datum|riunione|oggetto|partecipanti|ordine\s+del\s+giorno|verbale)\s*[:：]/iu;

/** "O'Brien, Siobhan: text", optionally after a time: a "Last, First" label, read as a speaker when it opens two or more lines. */
const LAST_FIRST_LINE = new RegExp(String.raw`^\s*${STAMP}(${NAME_LABEL}\s*,\s*${NAME_LABEL})(?:\s*\([^)]{1,40}\))?\s*[:：]\s*(.*)$`, 'u');
function lastFirstSpeakers(lines: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const m = LAST_FIRST_LINE.exec(line.trim());
    if (m && personName(m[1]) !== m[1].replace(/\s+/g, ' ').trim()) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  }
  return new Set([...counts].filter(([, n]) => n >= 2).map(([label]) => label));
}

/**
 * "- Ben Ode: I will update the docs", "* Ben Ode: …", "• Ben Ode: …": a list bullet before a speaker's label, as notes in
 * Markdown have it, is no part of the line (u31c F8: the line was read as the speaker before's words); a bulleted line
 * without a label is a sentence of its own by the speaker before.
 */
const BULLET = /^[-*•+–]\s+(?=\S)/u;

/**
 * Markdown emphasis as notes copied from a chat or an editor have it ("**I'll** send the _report_"): the words without the
 * marks, so "I'll" is read and the task and the e-mail read as plain text (u31c F8). Marks inside a word (snake_case) stay.
 */
export function withoutEmphasis(text: string): string {
  return text
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/gu, '$2')
    .replace(/(?<![\p{L}\p{N}*_\\])([*_])(?=[^\s*_])([^*_\n]*?[^\s*_\\])\1(?![\p{L}\p{N}*_])/gu, '$2');
}

/** The addresses a link keeps: web and mail ones. Anything else ("javascript:", "data:", "file:") keeps only its words. */
const SAFE_URL = /^(?:https?:\/\/[^\s<>"'`]+|mailto:[^\s<>"'`]+)$/i;
/** "[minutes](http://example.com)", "[minutes](<http://example.com> "title")", an image "![chart](…)"; one level of brackets inside the address. */
const MARKDOWN_LINK = /(!?)\[([^\[\]\n]+)\]\(\s*<?((?:[^()\s<>]|\([^()\s]*\))+)>?(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\s*\)/g;
/** "<a href="https://…">launch plan</a>". */
const HTML_LINK = /<a\s[^<>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s<>"']+))[^<>]*>([\s\S]*?)<\/a\s*>/gi;
/** HTML element names: "<b>", "</span>", "<br/>", "<span class="x">". A "<client name>" placeholder or "a < 5" is no tag. */
const HTML_NAMES =
  'a|abbr|article|aside|b|big|blockquote|body|br|button|center|cite|code|del|details|div|em|embed|font|footer|form|h[1-6]|head|header|hr|html|i|iframe|img|input|ins|kbd|label|li|link|mark|meta|nobr|object|ol|option|p|pre|q|s|samp|section|select|small|span|strike|strong|style|sub|summary|sup|svg|table|tbody|td|textarea|th|thead|title|tr|tt|u|ul|var|wbr|script|noscript';
const HTML_TAG = new RegExp(String.raw`<!--[\s\S]*?-->|<\/?(?:${HTML_NAMES})(?:\s[^<>]*)?\/?>`, 'gi');
/** A script or style element, with what it holds: no words of the meeting. */
const HTML_CODE = /<(script|style)(?:\s[^<>]*)?>[\s\S]*?<\/\1\s*>/gi;
/** Takes tags out until none is left, so taking one out never joins the pieces of another ("<scr<b>ipt>"). */
function withoutTags(text: string): string {
  let out = text;
  for (let before = ''; before !== out; ) [before, out] = [out, out.replace(HTML_CODE, '').replace(HTML_TAG, '')];
  return out;
}

/**
 * Markdown links and inline HTML as notes copied from a chat, a wiki or an e-mail have them: the words as shown, so the
 * task and the e-mail read as plain text (u31e F7: "Send the [minutes](http://example.com)", "Send the <b>report</b>").
 * A link's web or mail address is kept apart, for the outputs that can carry it. Text without markup is returned as it is.
 */
export function plainMarkup(text: string): {text: string; links: Link[]} {
  const links: Link[] = [];
  const keep = (words: string, url: string) => {
    const shown = words.trim();
    if (shown && SAFE_URL.test(url.trim()) && !links.some((l) => l.text === shown && l.url === url.trim())) links.push({text: shown, url: url.trim()});
    return shown;
  };
  let out = text.replace(MARKDOWN_LINK, (_, image: string, words: string, url: string) => (image ? words.trim() : keep(words, url)));
  out = out.replace(HTML_LINK, (_, a?: string, b?: string, c?: string, inner = '') => keep(withoutTags(inner), a ?? b ?? c ?? ''));
  out = withoutTags(out).replace(/&nbsp;|&#160;/g, ' ').replace(/&amp;/g, '&');
  if (out === text) return {text, links: []};
  out = out.replace(/[ \t]{2,}/g, ' ');
  return {text: out, links: links.filter((l) => out.includes(l.text))};
}

/**
 * Markdown minutes as AI note-takers, Notion and Loop write them: a speaker label in bold or italics ("**Karin Olsen:** …",
 * "**Karin Olsen**: …", "- __Karin Olsen:__ …", "*Karin Olsen*: …"), or a bold full name and a dash ("- **Karin Olsen** — …"),
 * and "#" heading marks ("## Weekly ops"). Each line is given back as plain "Karin Olsen: …" and "Weekly ops", so the
 * label is read like any other (u33g F1: every item was owned by "Unknown"). Line numbers do not change; whether the
 * label is a speaker is still decided by the "Name: text" rules (a bold "**Action items:**" stays a heading).
 */
const EMPHASIS_LABEL = /^(\s*(?:[-*•+–]\s+)?)(\*\*|__|\*|_)(?=\S)([^*_\n:：]{1,80}?)(?<=\S)\s*([:：])?\2(?!\*|_)\s*([:：])?\s*/u;
const DASH_NAME = new RegExp(String.raw`^${NAME_WORD}(?:\s+(?:${PARTICLE}\s+){0,2}${NAME_WORD}){1,4}$`, 'u');
export function plainLabels(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((line) => {
      const heading = /^\s{0,3}#{1,6}\s+(\S.*?)(?:\s+#+)?\s*$/u.exec(line);
      if (heading) return heading[1];
      const m = EMPHASIS_LABEL.exec(line);
      if (!m) return line;
      const [whole, lead, , label, inside, outside] = m;
      const rest = line.slice(whole.length);
      if ((inside ? 1 : 0) + (outside ? 1 : 0) === 1) return `${lead}${label.trim()}: ${rest}`;
      // "**Karin Olsen** — …": a full name (two or more capitalised words) then a dash.
      const dash = /^[—–-]\s+/.exec(rest);
      if (!inside && !outside && dash && DASH_NAME.test(label.trim())) return `${lead}${label.trim()}: ${rest.slice(dash[0].length)}`;
      return line;
    })
    .join('');
}

/** "Name: text" lines; lines without a label continue the previous utterance. */
export function parseLines(text: string): Utterance[] {
  const out: Utterance[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  const lower = lowerCaseSpeakers(lines);
  const lastFirst = lastFirstSpeakers(lines);
  const title = transcriptHeader(text).title;
  const headerLines = exportHeaderLines(lines);
  // A transcript with no end punctuation anywhere (raw captions, quick notes): a line break is where a sentence ends
  // (issue 28, u29d V-7: four lines were read as one sentence). With punctuation, a line without it is a wrapped line.
  const unpunctuated = !lines.some((l) => /[.!?…。！？]["”’)]*\s*$/u.test(l.trim()));
  lines.forEach((raw, i) => {
    const bulleted = BULLET.exec(raw.trim());
    const line = bulleted ? raw.trim().slice(bulleted[0].length) : raw.trim();
    if (!line) return;
    // "Meeting: …", "Subject: …", "Date: …", "Attendees: …", "Agenda: …" (and a title line) before anyone speaks: the
    // meeting's metadata (transcriptHeader), never a sentence of the meeting.
    if (out.length === 0 && (META_LINE.test(line) || line === title || withoutExportSuffix(line) === title || headerLines.has(i))) return;
    const reversed = lastFirst.size ? LAST_FIRST_LINE.exec(line) : null;
    if (reversed && lastFirst.has(reversed[1])) {
      out.push({speaker: personName(reversed[1]), text: reversed[2].trim(), line: i + 1});
      return;
    }
    const lowerMatch = lower.size ? LOWER_SPEAKER_LINE.exec(line) : null;
    const match = SPEAKER_LINE.exec(line) ?? (lowerMatch && lower.has(lowerMatch[1]) ? lowerMatch : null);
    if (match && !notASpeaker(match[1])) {
      out.push({speaker: match[1].trim(), text: match[2].trim(), line: i + 1});
    } else if (out.length > 0 && !/^(?:Decision|Action|Action\s+items?|Actions|Action\s+points|Next\s+steps|To-?\s?dos?|Follow-?\s?ups?)\s*[:：]/i.test(line)) {
      // A line that opens with a label ("kai: …", "Note: …") starts a sentence of its own even when the label is no
      // speaker: glued to the line before, its date or task would be read as part of another person's sentence (u30b F3).
      if (unpunctuated || bulleted || LOWER_SPEAKER_LINE.test(line) || match) out.push({speaker: out[out.length - 1].speaker, text: line, line: i + 1});
      else out[out.length - 1].text += ` ${line}`;
    } else {
      out.push({speaker: out.at(-1)?.speaker ?? 'Unknown', text: line, line: i + 1});
    }
  });
  return out.filter((u) => u.text.length > 0);
}

/** Any supported transcript to utterances, and the format it was read as. */
export function readTranscript(raw: string): {format: TranscriptFormat; utterances: Utterance[]} {
  const text = plainLabels(raw);
  const format = detectFormat(text);
  const utterances = format === 'webvtt' ? parseWebVtt(text) : format === 'speaker-headings' ? parseSpeakerHeadings(text) : parseLines(text);
  return {
    format,
    utterances: utterances
      .map((u) => {
        const plain = plainMarkup(u.text);
        const links = plain.links.map((l) => ({...l, text: withoutEmphasis(l.text)}));
        return {...u, text: withoutEmphasis(plain.text), ...(links.length ? {links} : {})};
      })
      .filter((u) => u.text.length > 0),
  };
}

/** Words of the notes tools write into a WebVTT file ("NOTE generated by the meeting service", "NOTE Confidence: 0.93"). */
const MACHINE_NOTE = /\b(?:generated|created|exported|converted|transcribed|automatic(?:ally)?|auto|confidence|language|kind|produced|copyright|version|https?|www)\b|©|\d{2}:\d{2}/i;
/** A WebVTT header text or NOTE that names the meeting: labelled ("Title: …"), or capitalised, short and no tool's note. */
function looksLikeTitle(text: string): boolean {
  const t = text.trim();
  if (/^(?:title|meeting(?:\s+(?:notes|minutes|title|topic|name))?|minutes|topic|subject)\s*[:：]\s*\S/i.test(t)) return t.length <= 130;
  return /^\p{Lu}/u.test(t) && /\p{L}{2}/u.test(t) && t.length <= 120 && !MACHINE_NOTE.test(t);
}

/** Labels of a line that names the meeting: "Title: …", "Topic: …", "Agenda: …". */
const TITLE_LABEL = /^(?:title|meeting(?:\s+(?:notes|minutes|title|topic|name))?|minutes|notes|topic|subject|agenda|re|réunion|sujet|objet|reunión|asunto|tema|besprechung|thema|betreff|riunione|oggetto)(?:\s*[:：]|\s+[-–—])\s*(\S.{0,119})$/iu;
const DATE_LABEL = /^date\s*[:：]\s*(\S.{0,39})$/i;
const ATTENDEES_LABEL = /^(?:attendees|participants|present|invitees)\s*[:：]\s*(\S.{0,300})$/i;

/**
 * What the transcript says the meeting is, before anyone speaks: a WebVTT header text ("WEBVTT -
 * Office move") or first NOTE block, a "Title:", "Topic:", "Agenda:" or "Subject:" line, or a short
 * first line that is no speaker line and no sentence ("Garden committee, spring planting"); and the
 * date of a "Date:" line. Only the opening lines are read; nothing here guesses.
 */
export function transcriptHeader(text: string): {title?: string; date?: string; attendees?: string[]} {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/).map((l) => l.trim());
  const out: {title?: string; date?: string; attendees?: string[]} = {};
  const clean = (t: string) => t.replace(/^(?:title|meeting(?:\s+(?:notes|minutes|title|topic|name))?|minutes|topic|subject)\s*[:：]\s*/i, '').replace(/\s+/g, ' ').trim();
  if (/^WEBVTT(?:[ \t]|$)/.test(lines[0] ?? '')) {
    const header = (lines[0] ?? '').replace(/^WEBVTT[ \t]*[-–—:]?[ \t]*/, '');
    if (looksLikeTitle(header)) out.title = clean(header);
    const note = lines.findIndex((l) => /^NOTE(?:[ \t]|$)/.test(l));
    if (!out.title && note >= 0) {
      const body: string[] = [lines[note].replace(/^NOTE[ \t]*/, '')];
      for (let i = note + 1; i < lines.length && lines[i] !== ''; i++) body.push(lines[i]);
      const t = body.join(' ').trim();
      if (looksLikeTitle(t)) out.title = clean(t);
    }
    return out;
  }
  const opening = lines.filter(Boolean).slice(0, 6);
  // "Meeting transcript" first: the next line names the meeting (u29l, 03-teams).
  const titleAt = opening[0] && GENERIC_TITLE.test(opening[0]) ? 1 : 0;
  for (const [i, line] of opening.entries()) {
    // Google Meet: "Attendees" alone, then the names on the next line.
    if (/^(?:attendees|participants|invitees)$/i.test(line) && opening[i + 1] && !SPEAKER_LINE.test(opening[i + 1])) {
      out.attendees ??= opening[i + 1].split(/\s*(?:,|\band\b|&)\s*/).map((a) => a.trim()).filter((a) => /\p{L}/u.test(a));
      continue;
    }
    if (BARE_HEADING.test(line) || BARE_TIME.test(line)) continue;
    const attendees = ATTENDEES_LABEL.exec(line);
    if (attendees) {
      // "O'Brien, Siobhan; Ben Ode": with semicolons, the commas are inside names ("Last, First").
      const list = attendees[1].includes(';') ? attendees[1].split(/\s*;\s*/).map(personName) : attendees[1].split(/\s*(?:,|\band\b|&)\s*/);
      out.attendees ??= list.map((a) => a.trim()).filter((a) => /\p{L}/u.test(a));
      continue;
    }
    const date = DATE_LABEL.exec(line);
    if (date) {
      out.date ??= date[1];
      continue;
    }
    const titled = TITLE_LABEL.exec(line);
    if (titled) {
      out.title ??= titled[1].trim();
      continue;
    }
    const speaker = SPEAKER_LINE.exec(line);
    // "jim: ill do the report by tmrw" opens a chat log of lower-case speakers: a line of the meeting, no title (V-5).
    const lowerSpeaker = i === 0 ? LOWER_SPEAKER_LINE.exec(line) : null;
    if (lowerSpeaker && lowerCaseSpeakers(lines).has(lowerSpeaker[1])) continue;
    if (i === titleAt && !(speaker && !notASpeaker(speaker[1])) && !HEADING.test(line) && !TIMING.test(line) && /\p{L}{2}/u.test(line) && line.length <= 80 && !/[.!?。！？]$/u.test(line)) {
      out.title ??= withoutExportSuffix(line);
    }
  }
  return out;
}
