/**
 * s50 task d (issue 28, tester u33d: /tmp/u33d/FINDINGS.md F6): "I could not find this in the workspace documents." was
 * shown as an answer citing no passage, while "The workspace documents do not cover this." was read as "found no answer".
 * Replies saying the same in other ordinary words, in English, German and French (the languages the answer checks read),
 * are read as "found no answer" too; answers that claim something are not.
 */
import {describe, expect, it} from 'vitest';
import {declines} from '@site/src/demos/kit/refusal';

const NOT_COVERED = [
  // The tester's exact reply (u33d P2).
  'I could not find this in the workspace documents.',
  "I couldn't find any information about traffic fines in the workspace documents.",
  'Sorry, I could not find that in the provided passages.',
  'I was unable to find an answer to this in the documents.',
  'I cannot find this in the document.',
  'I found no information about parking fines in the passages.',
  'There is no information about traffic fines in the workspace documents.',
  "There's nothing about this in the passages provided.",
  'No information about this was found in the documents.',
  'This is not covered by the workspace documents.',
  "That isn't mentioned in the passages.",
  'Not covered by the workspace documents.',
  'Nothing in the workspace documents covers this.',
  'None of the passages mention traffic fines.',
  'Unfortunately, the provided documents do not contain this information.',
  '**I could not find this in the workspace documents.**',
  // German.
  'Ich konnte dazu nichts in den Dokumenten finden.',
  'Ich habe keine Informationen dazu in den Arbeitsbereichsdokumenten gefunden.',
  'Die Dokumente enthalten keine Informationen dazu.',
  'Dazu steht nichts in den Dokumenten.',
  'In den Dokumenten gibt es dazu keine Angaben.',
  'Leider konnte ich das in den bereitgestellten Dokumenten nicht finden.',
  'Nicht in den Dokumenten gefunden.',
  // French.
  "Je n'ai pas trouvé cette information dans les documents.",
  'Les documents ne couvrent pas cette question.',
  'Aucune information à ce sujet dans les documents.',
  'Cette information ne figure pas dans les documents.',
  "Désolé, je n'ai rien trouvé à ce sujet dans les passages fournis.",
  'Information introuvable dans le document.',
];

const ANSWERS = [
  'The freezer door on dock 3 sticks and must be pushed firmly [1].',
  'I could not find the form, but the expense policy says taxis after 22:00 are refunded [1].',
  'There is no charge for parking in the rear lot [2].',
  'No receipt is needed for amounts under 25 EUR [1].',
  'This is covered by the travel policy: business class needs CFO approval [1].',
  'Nothing is refunded after 30 days [1].',
  'Die Dokumente nennen Ingrid Solberg als Büroleiterin [1].',
  'Les documents précisent que le loyer est de 1 150 EUR [1].',
  'There is no parking fee for staff.',
  'Aucune réservation n’est requise pour la salle 4.',
];

describe('u33d F6: "not covered" in other words is read as found no answer', () => {
  it.each(NOT_COVERED)('“%s” declines', (reply) => expect(declines(reply)).toBe(true));
  it('covers at least ten English wordings and German and French ones', () => {
    expect(NOT_COVERED.filter((r) => /^[\w*',. ]+$/.test(r) && !/\b(?:ich|die|dazu|nicht|les|je|aucune|cette|information introuvable)\b/i.test(r)).length).toBeGreaterThanOrEqual(10);
  });
});

describe('an answer that claims something is not read as a refusal', () => {
  it.each(ANSWERS)('“%s” is an answer', (reply) => expect(declines(reply)).toBe(false));
});
