/**
 * Function words of the languages other than English that readers most often ask in (German,
 * French, Spanish, Italian, Portuguese, Dutch): articles, pronouns, auxiliaries, prepositions and
 * question words, and the verbs and adverbs a question is asked with ("bekomme", "wie lange", "wie hoch", like English "get", "how long"). The passage tokenizer (src/retrieval/tokenize.ts) drops English stop words only,
 * so "Wie viele Urlaubstage habe ich?" counted wie, viele, habe and ich as words the question is
 * about and got "No good match (1 of 5 words)" against a passage with "28 Urlaubstage" (u28s S-A1).
 * A question is read in a language when at least two of its words are that language's function
 * words and not English words (LOOKALIKE: "die", "man", "war" are English too), an opening question
 * word counting twice ("Welche Kündigungsfrist gilt?") and hyphenated forms ("peut-on", "passe-t-il")
 * read as their parts (s43, u29m F7, F9, F10); its function words
 * then do not count for the weak-match check (kit/match.ts, contentTerms). English questions are
 * unchanged. The npm package `stopword` has fuller lists; it is not installed here, and these short
 * lists cover the words a question is wrapped in. Part of src/demos/kit; imports src/retrieval only.
 */
import {tokenizeForRetrieval} from '@site/src/retrieval/tokenize';

const LISTS: Readonly<Record<string, string>> = {
  de:
    'aber alle als also am an auch auf aus bei beim bin bis bist da damit dann das dass dem den denn der des die dies diese diesem dieser dir doch du durch ein eine einem einen einer eines er es etwas euch für gibt hab habe haben hat hatte ich ihr ihre im in ist ja jemand kann kannst kein keine man mein meine meinen meiner mich mir mit muss musst müssen nach nicht noch nur ob oder ohne sich sie sind so soll sollte über um und uns unser viel viele vom von vor wann war warum was welche welcher welches wenn wer werden wie wieviel wieviele wird wir wo woher wohin zu zum zur wen wem wessen welchen welchem weshalb wieso weswegen womit wofür worüber wozu darf dürfen bekomme bekommen bekommt kriege kriegen lange hoch oft',
  fr:
    'à au aux avec ce ces cet cette combien comment dans de des du elle elles en est et être il ils je la le les leur leurs lui ma mais me mes moi mon ne nous on ou où par pas peut peux pour pourquoi quand que quel quelle quelles quels qui sa se ses si son sont sur ta te tes toi ton tu un une vos votre vous y ai-je est-ce quoi lequel laquelle lesquels lesquelles puis t',
  es:
    'a al como cómo con cual cuál cuales cuáles cuando cuándo cuanto cuánto cuantos cuántos cuantas cuántas de del donde dónde quien quién quienes quiénes el él ella ellos en es esta este esto hay la las le lo los me mi mis muy no nos o para pero por porque puedo que qué se si sí su sus te tengo tiene tu tú un una uno y yo',
  it:
    'a al alla alle che chi come con cosa da dal dalla del della delle dei di dove è e gli ha hanno ho i il in io la le lo ma mi mio mia nel nella non o per perché più quale quali quando quanto quanti quante cui se si sono su tu un una uno',
  pt:
    'a ao aos as à com como da das de do dos e é ela ele em eu está isso me meu minha na nas no nos o os ou onde para pela pelo por porque quais qual quando quanto quantos quantas que quem se sem seu sua tem tenho um uma você',
  nl:
    'aan al als bij dan dat de der die dit door een en er het hij hoe hoeveel ik in is je kan kun kunnen me mijn met moet naar niet of om ons ook op te tot u uw van voor waar waarom wanneer wat we welk welke wie wij worden wordt zijn zal ze zich',
};

/** Question words of those languages: one opening a question is enough evidence of its language. */
const QUESTION_WORDS = new Set(
  'wann warum was welche welcher welches welchen welchem wer wen wem wessen wie wieviel wieviele wo woher wohin weshalb wieso weswegen womit wofür worüber wozu combien comment où pourquoi quand que quel quelle quelles quels qui quoi lequel laquelle lesquels lesquelles cómo cuál cuáles cuándo cuánto cuántos cuántas dónde qué quién quiénes perché quale quali quanto quanti quante dove cosa quais qual quantos quantas quem onde hoe hoeveel waar waarom wanneer wat welk welke wie'.split(' '),
);

/** Words of those lists that are English words too; they never count toward reading a question as another language. */
const LOOKALIKE = new Set('a an as also am an in is me die man war so was on to be we hat bin art son sent come con e i o y u al es de do no see per more pour ton sale chi dove hoe ik van t'.split(' '));

const WORDS: ReadonlyArray<readonly [string, ReadonlySet<string>, ReadonlySet<string>]> = Object.entries(LISTS).map(([lang, list]) => {
  const words = list.split(' ');
  return [lang, new Set(words.filter((w) => !LOOKALIKE.has(w))), new Set(words.flatMap((w) => tokenizeForRetrieval(w)))] as const;
});

/** The language of `question` by its function words, or null (English, or too few to tell). */
export function questionLanguage(question: string): string | null {
  // "peut-on", "puis-je", "passe-t-il": each part is a word (s43, u29m F9, F10).
  const words = question.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  let best: string | null = null;
  let most = 1;
  for (const [lang, distinctive] of WORDS) {
    // A question opening with one of the language's question words counts it twice ("Welche Kündigungsfrist gilt?", u29m F7).
    const first = words[0] ?? '';
    const opens = QUESTION_WORDS.has(first) && distinctive.has(first) ? 1 : 0;
    const count = opens + words.filter((w) => distinctive.has(w)).length;
    if (count > most) [best, most] = [lang, count];
  }
  return best;
}

/** The function-word terms of the question's language (empty for English or an unknown language). */
export function functionTerms(question: string): ReadonlySet<string> {
  const lang = questionLanguage(question);
  return WORDS.find(([l]) => l === lang)?.[2] ?? new Set();
}
