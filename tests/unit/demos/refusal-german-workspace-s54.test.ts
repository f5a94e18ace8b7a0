/**
 * s54 tester t-zoh F11 (issue 28, Zohlar): the page says a reply saying the documents do not cover the question, in
 * German too, is shown as the model finding no answer; "Die Dokumente des Arbeitsbereichs enthalten dazu keine
 * Angaben." was shown as an answer citing no passage ("des Arbeitsbereichs" stood between "Dokumente" and
 * "enthalten"). The first rows failed before; the others guard the pattern's neighbours.
 */
import {describe, expect, it} from 'vitest';
import {declines} from '@site/src/demos/kit/refusal';

describe('a German "the workspace documents do not cover it" reply is no answer (t-zoh F11)', () => {
  it.each([
    'Die Dokumente des Arbeitsbereichs enthalten dazu keine Angaben.',
    'Die Dokumente im Arbeitsbereich enthalten dazu keine Informationen.',
    'Die Dokumente aus dem Arbeitsbereich nennen dazu nichts.',
  ])('%s', (reply) => expect(declines(reply)).toBe(true));
  it.each([
    'Die Dokumente enthalten keine Informationen dazu.',
    'Les documents ne contiennent aucune information à ce sujet.',
  ])('still: %s', (reply) => expect(declines(reply)).toBe(true));
  it.each([
    'Die Dokumente des Arbeitsbereichs nennen eine Pauschale von 45 Euro pro Nacht [1].',
    'Die Pauschale beträgt 45 Euro pro Nacht [1].',
  ])('an answer is no refusal: %s', (reply) => expect(declines(reply)).toBe(false));
});
