/**
 * English irregular verb forms and a few derived nouns, folded to their base word before stemming
 * (tokenize.ts), so "When do I have to pay?" finds "paid before the first of April", "what did we
 * buy" finds "bought" (u28g D1) and "Can I fly business class?" finds "flights" (s41, u28y D-A4: the verb's forms join the noun, its term). Each group is the base word followed by its forms. Deliberately
 * small (measured: a few hundred bytes gzip on the demo page, where a dictionary lemmatizer would
 * cost tens of kilobytes), and without the forms that are common words of their own in business
 * text ("bit", "led", "fed", "won", "saw", "rose", "lay", "sat", "lit", "bound", "wound", "shot",
 * "found", "lead", "read", "felt"): reading those as verbs would match the wrong passages.
 * Part of src/retrieval; imports nothing.
 */
const GROUPS =
  'pay paid payment payments|buy bought|sell sold|leave left|send sent|spend spent|lend lent|build built|' +
  'bring brought|think thought|teach taught|catch caught|seek sought|keep kept|sleep slept|meet met|hold held|' +
  'tell told|make made|take took taken|give gave given|get got gotten|go went gone|come came|run ran|' +
  'begin began begun|write wrote written|drive drove driven|ride rode ridden|choose chose chosen|' +
  'speak spoke spoken|break broke broken|forget forgot forgotten|freeze froze frozen|steal stole stolen|' +
  'wear wore worn|tear tore torn|know knew known|grow grew grown|throw threw thrown|draw drew drawn|' +
  'eat eaten|fall fallen|see seen|say said|lose lost|stand stood|understand understood|' +
  'hang hung|stick stuck|hide hid hidden|drink drank drunk|hear heard|mean meant|deal dealt|' +
  'sweep swept|flee fled|shake shook shaken|wake woke woken|withdraw withdrew withdrawn|' +
  'forgive forgave forgiven|arise arose arisen|flight flights fly flies flying flew flown|' +
  // A noun whose verb is spelled otherwise (s44, u29m F1: "Who maintains Oven B?" ↔ "The maintenance owner for Oven B").
  'maintain maintenance|' +
  // A currency code and its word (s52, u35b F8.1, u35d F1: "a purchase of 1000 EUR" against "2,500 euros", "1600 euros"
  // against "1,600 EUR" were "No good match … not 'EUR'").
  'euro eur';

const BASE = new Map<string, string>();
for (const group of GROUPS.split('|')) {
  const [base, ...forms] = group.split(' ');
  for (const form of forms) BASE.set(form, base);
}

/** The base word of an irregular form ("paid" → "pay", "left" → "leave"); the word itself otherwise. */
export function baseForm(word: string): string {
  return BASE.get(word) ?? word;
}
