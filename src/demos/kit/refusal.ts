/**
 * A reply that says the passages do not hold the answer (u30y F10). The grounded prompt asks for the exact
 * reply "Not found in the document." (grounding.ts NOT_FOUND, recognized by support.ts isRefusal); where the
 * searched source is named instead (Zohlar's Ask and Chat, Simple Chat: "say that the workspace documents do
 * not cover it"), the model words it itself, so a reply that opens by saying the source or the passages do not
 * cover, contain or answer it is a refusal too. Only the reply's opening counts: "The passages do not say X,
 * but Y [1]" still claims Y and is still checked.
 */
import {isRefusal} from './support';

const NOT_COVERED =
  /^(?:(?:i'?m )?sorry[,.!]?\s*|unfortunately,?\s*)?(?:(?:the|these|those|your) )?(?:workspace(?:'s)? documents?|workspace|documents?|passages?|guide|sources?)(?: (?:provided|given|below|above))? (?:do|does|did) ?(?:not|n't) (?:cover|contain|include|mention|answer|say|hold|address)\b/;

/** Where the answer was looked for, as a reply names it: "the workspace documents", "the provided passages", "the document". */
const SOURCE_EN = String.raw`(?:the |these |those |your |any of the |the (?:provided|given|available|retrieved|shared) )?(?:provided |given |retrieved |shared )?(?:workspace(?:'s)? )?(?:documents?|passages?|sources?|guide|texts?|workspace|context)`;
const SOURCE_DE = String.raw`(?:den |dem |der |die |diesen |diesem |diese )?(?:vorliegenden |bereitgestellten |gegebenen |genannten )?(?:arbeitsbereich(?:s)?-?)?(?:dokumenten|dokument|dokumente|passagen|texten|quellen|unterlagen)`;
const SOURCE_FR = String.raw`(?:les |le |la |ces |des |du |l'|dans l')?(?:documents?|passages?|sources?|textes?|espace de travail)`;

/**
 * Other common ways of saying the same (u33d F6: "I could not find this in the workspace documents." was shown as an
 * uncited answer), in English, German and French, the languages the answer checks read. Each is read at the reply's
 * opening, and only for a reply citing no passage: one that cites a passage claims something and is checked.
 */
const NOT_FOUND_WORDINGS: readonly RegExp[] = [
  // "I could not find this in the workspace documents.", "Sorry, I couldn't find any information about that in the passages."
  new RegExp(String.raw`^(?:i was (?:not|un)able to|i (?:could|can|did) ?(?:not|n't)|i cannot) (?:find|locate|see)\b.*\b(?:in|within) ${SOURCE_EN}\b`),
  // "The provided documents do not contain this information." (after "Unfortunately,")
  new RegExp(String.raw`^${SOURCE_EN}(?: provided| given| below| above)? (?:do|does|did) ?(?:not|n't) (?:cover|contain|include|mention|answer|say|hold|address)\b`),
  // "I found no answer in the documents.", "I found nothing about this in the passages."
  new RegExp(String.raw`^i found (?:no|nothing)\b.*\b(?:in|within) ${SOURCE_EN}\b`),
  // "There is no information about traffic fines in the documents.", "There's nothing on this in the workspace documents."
  new RegExp(String.raw`^there(?: is|'s| are) (?:no|nothing)\b.*\b(?:in|within) ${SOURCE_EN}\b`),
  // "No information about this was found in the documents.", "No answer in the workspace documents."
  new RegExp(String.raw`^no (?:information|answer|mention|details?|relevant information)\b.*\b(?:in|within) ${SOURCE_EN}\b`),
  // "This is not covered by the workspace documents.", "That isn't mentioned in the passages."
  new RegExp(String.raw`^(?:this|that|it|the answer|your question|this question|this information)(?: is|'s| isn't) (?:not )?(?:covered|mentioned|addressed|included|answered|found|stated|given) (?:in|by) ${SOURCE_EN}\b`),
  new RegExp(String.raw`^(?:this|that|it|the answer|this information)(?: is|'s) not (?:in|part of) ${SOURCE_EN}\b`),
  // "Not covered by the workspace documents.", "Not mentioned in the passages."
  new RegExp(String.raw`^not (?:covered|mentioned|addressed|included|answered|found|stated) (?:in|by) ${SOURCE_EN}\b`),
  // "Nothing in the workspace documents covers this.", "None of the passages mention it."
  new RegExp(String.raw`^(?:nothing|none) (?:in|of) ${SOURCE_EN} (?:covers?|mentions?|answers?|says?|contains?|address(?:es)?)\b`),
  // German: "Ich konnte dazu nichts in den Dokumenten finden.", "Die Dokumente enthalten keine Informationen dazu.",
  // "Dazu steht nichts in den Arbeitsbereichsdokumenten.", "In den Dokumenten gibt es dazu keine Angaben.", "Die Dokumente
  // des Arbeitsbereichs enthalten dazu keine Angaben." (s54 t-zoh F11).
  new RegExp(String.raw`^ich (?:konnte|kann|habe)\b.*\b(?:nichts|keine\w*)\b.*\bin ${SOURCE_DE}\b`),
  // "Leider konnte ich das in den bereitgestellten Dokumenten nicht finden."
  new RegExp(String.raw`^(?:ich )?(?:konnte|kann|habe)\b.*\bin ${SOURCE_DE}\b.*\b(?:nicht|nichts|keine\w*) (?:finden|gefunden|entdecken)\b`),
  new RegExp(String.raw`^(?:die|diese|den) ?(?:vorliegenden |bereitgestellten )?(?:arbeitsbereichs?-?)?(?:dokumente|passagen|texte|quellen|unterlagen) (?:(?:des|im|aus dem) arbeitsbereichs? )?(?:enthalten|nennen|erwähnen|beantworten|behandeln|decken)\b.*\b(?:keine\w*|nicht|nichts)\b`),
  new RegExp(String.raw`^(?:dazu|darüber|hierzu|das) (?:steht|findet sich|finde ich|gibt es)\b.*\b(?:nichts|keine\w*|nicht)\b.*\bin ${SOURCE_DE}\b`),
  new RegExp(String.raw`^in ${SOURCE_DE} (?:steht|findet sich|gibt es|finde ich)\b.*\b(?:nichts|keine\w*|nicht)\b`),
  new RegExp(String.raw`^(?:nicht|keine angaben|keine informationen?) (?:in ${SOURCE_DE} )?(?:gefunden|enthalten|vorhanden)\b`),
  // French: "Je n'ai pas trouvé cette information dans les documents.", "Les documents ne couvrent pas cette question.",
  // "Aucune information à ce sujet dans les documents.", "Cette information ne figure pas dans les documents."
  new RegExp(String.raw`^je (?:n'ai|ne peux|ne trouve)\b.*\bdans ${SOURCE_FR}\b`),
  new RegExp(String.raw`^(?:les|ces) (?:documents|passages|sources|textes) (?:fournis |disponibles )?ne (?:couvrent|contiennent|mentionnent|traitent|disent|répondent|précisent)\b`),
  new RegExp(String.raw`^aucune? (?:information|réponse|mention|passage|document)\b`),
  new RegExp(String.raw`^(?:cette information|cela|ceci|la réponse|cette question) (?:ne (?:figure|se trouve|apparaît) pas|n'est pas (?:couverte?|mentionnée?|traitée?|abordée?))\b`),
  new RegExp(String.raw`^(?:information )?(?:introuvable|non trouvée?) dans ${SOURCE_FR}\b`),
];

/** A citation marker, "[1]" or "[1, 3]": a reply with one claims something. */
const CITES = /\[\s*\d/;

/**
 * The label a declining reply (`declines`) is shown under, in Ask (document-qa Verdict.tsx) and in the chats (Simple Chat,
 * Zohlar Chat, u35d F5): the model found no answer, never an answer itself.
 */
export function declinedLabel(model: string): string {
  return `${model} found no answer in the passages below`;
}

/** True when `answer` is the prompt's exact refusal or opens by saying the searched source does not cover the question. */
export function declines(answer: string): boolean {
  if (isRefusal(answer)) return true;
  const plain = answer
    .replace(/[*_"“”`]/g, '')
    .replace(/[‘’]/g, "'")
    .trim()
    .toLowerCase();
  if (NOT_COVERED.test(plain)) return true;
  if (CITES.test(plain)) return false;
  // The opening sentence, an apology before it set aside ("Sorry, …", "Leider …", "Désolé, …").
  const opening = plain
    .replace(/^(?:(?:i'm |i am )?sorry|unfortunately|leider|désolée?|malheureusement)[,.!:]?\s*/u, '')
    .split(/(?<=[.!?])\s/u)[0];
  return NOT_FOUND_WORDINGS.some((re) => re.test(opening));
}
