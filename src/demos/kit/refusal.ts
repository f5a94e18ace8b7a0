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

/** True when `answer` is the prompt's exact refusal or opens by saying the searched source does not cover the question. */
export function declines(answer: string): boolean {
  if (isRefusal(answer)) return true;
  const plain = answer
    .replace(/[*_"“”`]/g, '')
    .replace(/[‘’]/g, "'")
    .trim()
    .toLowerCase();
  return NOT_COVERED.test(plain);
}
