/**
 * Issue 28, u32f (second look on build-b3): F7 French third-person future ("Marc appellera le client demain") not read and
 * putting the previous speaker's item in doubt; F4 "Can you X and Y?" answered "both"; F5 a partial yes with the refusal
 * first; F9 a third person's dated "it" and "ask X if …". The transcripts marked with an id are u32f's (/tmp/u32f fresh1
 * a17, fresh2 b12, fresh3 c01, fresh4 d03 d04 d06 d07 d12, fresh5 e07, recheck r03); the others were written for this file.
 * The expected rows were written before the code was changed.
 */
import {describe, expect, it} from 'vitest';
import {expectEmailRows, rows} from './support/meetingRows';

const check = (text: string, expected: readonly string[]) => {
  expect(rows(text)).toEqual(expected);
  expectEmailRows(text, expected);
};

describe('u32f F7: the French third-person future is the named person’s item', () => {
  it.each([
    ['d03', 'Claire Petit: Bonjour à tous.\nLuc Bernard: Marc appellera le client demain.', ['Marc: Appeler le client demain | demain | open']],
    ['a17: a third person’s own item leaves the earlier one as it was', 'Claire Petit: Je vais envoyer le rapport vendredi.\nLuc Bernard: Marc appellera le client demain.', ['Claire Petit: Envoyer le rapport vendredi | vendredi | open', 'Marc: Appeler le client demain | demain | open']],
    // Own rows of the same kind.
    ['fera, enverra, ira, verra', 'Claire Petit: Marc fera le devis lundi. Anne enverra le contrat vendredi. Paul ira chez le client mardi. Julie verra le fournisseur demain.', ['Marc: Faire le devis lundi | lundi | open', 'Anne: Envoyer le contrat vendredi | vendredi | open', 'Paul: Aller chez le client mardi | mardi | open', 'Julie: Voir le fournisseur demain | demain | open']],
    ['another date in a third person’s item is theirs', 'Sophie Martin: Je vais réserver la salle jeudi.\nLuc Bernard: Anne préparera le budget lundi.', ['Sophie Martin: Réserver la salle jeudi | jeudi | open', 'Anne: Préparer le budget lundi | lundi | open']],
    ['devra + infinitive; sera, aura and a city are no task', 'Claire Petit: Le lancement sera lundi. Luc aura le budget jeudi. Paris accueillera le salon. Luc devra signer le contrat vendredi.', ['Luc: Signer le contrat vendredi | vendredi | open']],
    // Must stay.
    ['d04 German', 'Hans Müller: Ich schicke das Protokoll bis Freitag.\nEva Schmidt: Ich buche den Raum morgen.', ['Hans Müller: Schicke das Protokoll bis Freitag | Freitag | open', 'Eva Schmidt: Buche den Raum morgen | morgen | open']],
    ['the speaker’s own future', 'Claire Petit: J’enverrai le devis demain.', ['Claire Petit: Envoyer le devis demain | demain | open']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});
