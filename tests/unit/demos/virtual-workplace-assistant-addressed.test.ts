/**
 * Issue 28 (fifth user test, V1, V2, V3 and the due-date addendum): work handed to a named person
 * ("Amina, please book …", "Could you …, Tomas?"), a request accepted by a reply ("Yes, will do",
 * "Sure, on it") or refused ("No, I can't this week"), French future tense, conditional actions and
 * corrected or ordinal due dates. Every transcript below was written for this table, with its expected
 * rows, before the code was changed (none taken from tests/e2e or the testers' notes).
 * Each expected row reads "Owner: Task | due | status", with "-" for no due date and the status
 * "open", "back" (taken back), "declined" (refused by the person asked) or the condition ("if …").
 */
import {describe, expect, it} from 'vitest';
import {findDue} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {expectEmailRows, rows, vtt} from './support/meetingRows';

// [what the row tests, transcript, expected rows]
const SWEEP: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  // English: the person addressed by name owns the request.
  ['name, please + date', 'Camille Roux: Amina, please book the site visit for 3 December.\nAmina Diallo: Sure.', ['Amina Diallo: Book the site visit for 3 December | 3 December | open']],
  ['name, bare imperative', 'Amina Diallo: Tomas, send me the freight quotes when you can.\nTomas Berg: OK.', ['Tomas Berg: Send Amina Diallo the freight quotes when you can | - | open']],
  ['could you …, name? + "will do by"', 'Amina Diallo: Could you send me the freight quotes, Tomas?\nTomas Berg: Yes, will do by Thursday.', ['Tomas Berg: Send Amina Diallo the freight quotes | Thursday | open']],
  ['please …, name (not a speaker)', 'Priya: Please update the risk register, Omar.', ['Omar: Update the risk register | - | open']],
  ['imperative …, name + due', 'Grace: Send the signed NDA to legal by March 3, Tomas.', ['Tomas: Send the signed NDA to legal by March 3 | March 3 | open']],
  ['name, could you …, please? + ordinal', 'Grace Lin: Tomas, could you order toner on the 5th, please?\nTomas Berg: Yes.', ['Tomas Berg: Order toner on the 5th | the 5th | open']],
  ['name, can you … by the 12th + will do', 'Lena Vogt: Jonas, can you draft the FAQ by the 12th?\nJonas Weber: Will do.', ['Jonas Weber: Draft the FAQ by the 12th | the 12th | open']],
  // English: an unaddressed request is owned by whoever accepts it.
  ['could you …? + sure, on it', 'Priya Shah: Could you book the train tickets for Leeds?\nOmar Aziz: Sure, on it.', ['Omar Aziz: Book the train tickets for Leeds | - | open']],
  ['can someone …? + OK, I\'ll handle it', "Priya Shah: Can someone take the minutes today?\nOmar Aziz: OK, I'll handle it.", ['Omar Aziz: Take the minutes today | today | open']],
  ['"Okay" is no name + sure thing', 'Priya: Okay, can you send the slides to everyone?\nOmar: Sure thing.', ['Omar: Send the slides to everyone | - | open']],
  ['asked one person, another takes it', 'Grace Lin: Tomas, can you book the caterer?\nHana Ito: Leave it with me.', ['Hana Ito: Book the caterer | - | open']],
  // English: questions that are not requests, small talk, refusals.
  ['a question, not a request', 'Amina: Tomas, did you see the email from the bank?\nTomas: Yes, this morning.', []],
  ['can you hear me', 'Amina: Tomas, can you hear me?\nTomas: Yes, loud and clear.', []],
  ['do you know', 'Priya: Omar, do you know when the audit starts?\nOmar: Next month, I think.', []],
  ['thanks and praise', 'Priya: Thanks, Omar.\nOmar: Good point, Priya.', []],
  ['on mute', 'Amina: Tomas, you\'re on mute.\nTomas: Sorry, can you hear me now?\nAmina: Yes.', []],
  ['please note', 'Amina: Tomas, please note that the office closes early on Friday.', []],
  ['refused by the person asked', "Amina Diallo: Tomas, can you update the budget sheet?\nTomas Berg: No, I can't this week.", ['Tomas Berg: Update the budget sheet | - | declined']],
  ['refused, then taken by another', "Amina Diallo: Tomas, could you call the insurer?\nTomas Berg: Sorry, I can't, I'm out until Monday.\nLena Vogt: I'll do it tomorrow.", ['Tomas Berg: Call the insurer | - | declined', 'Lena Vogt: Call the insurer tomorrow | tomorrow | open']],
  ['unaddressed request refused', "Priya: Could you present the numbers on Friday?\nOmar: No, sorry, I won't be here.", []],
  // English: conditions and due dates.
  ['if …, I will', 'Olga: If legal approves, I will sign the contract with Nordfrakt next week.', ['Olga: Sign the contract with Nordfrakt next week | next week | if legal approves']],
  ['I\'ll … if …', "Olga: I'll send the deck on Friday if the numbers are final.", ['Olga: Send the deck on Friday | Friday | if the numbers are final']],
  ['check if = whether', "Olga: I'll check if the room is free on Monday.", ['Olga: Check if the room is free on Monday | Monday | open']],
  ['unless …, I\'ll', "Olga: Unless the client objects, I'll publish the report tomorrow.", ['Olga: Publish the report tomorrow | tomorrow | unless the client objects']],
  ['corrected date (no wait)', 'Ben: I will order new badges tomorrow, no wait, Friday.', ['Ben: Order new badges Friday | Friday | open']],
  ['corrected date (sorry, I mean)', "Ben: I'll ship the samples on Monday, sorry, I mean Tuesday.", ['Ben: Ship the samples on Tuesday | Tuesday | open']],
  ['by the 12th', 'Ben: I will renew the domain by the 12th.', ['Ben: Renew the domain by the 12th | the 12th | open']],
  ['3rd floor is no date', "Ben: I'll book a room on the 3rd floor.", ['Ben: Book a room on the 3rd floor | - | open']],
  // WebVTT (Teams voice tags).
  ['vtt: name, please + sure, on it', vtt(['Amina Diallo', 'Tomas, please send the customs forms to the broker.'], ['Tomas Berg', 'Sure, on it.']), ['Tomas Berg: Send the customs forms to the broker | - | open']],
  ['vtt: could you …? + OK, I\'ll handle it', vtt(['Grace Lin', 'Could you renew the SSL certificate before Friday?'], ['Omar Aziz', "OK, I'll handle it."]), ['Omar Aziz: Renew the SSL certificate before Friday | Friday | open']],
  ['vtt: can you see my screen', vtt(['Grace Lin', 'Omar, can you see my screen?'], ['Omar Aziz', 'Yes, I can.']), []],
  ['vtt: refused', vtt(['Grace Lin', 'Omar, please review the pull request today.'], ['Omar Aziz', "Sorry, I don't have time today."]), ['Omar Aziz: Review the pull request today | today | declined']],
  // German.
  ['de: Name, bitte … + mache ich', 'Anna Schmidt: Jonas, bitte schick mir die Angebote bis Freitag.\nJonas Weber: Mache ich.', ['Jonas Weber: Schick mir die Angebote bis Freitag | Freitag | open']],
  ['de: kannst du …? + ja, mache ich', 'Anna Schmidt: Kannst du den Raum für Montag buchen?\nJonas Weber: Ja, mache ich.', ['Jonas Weber: Den Raum für Montag buchen | Montag | open']],
  ['de: Name, kannst du …? + nein', 'Anna: Jonas, kannst du das Protokoll schreiben?\nJonas: Nein, diese Woche schaffe ich das nicht.', ['Jonas: Das Protokoll schreiben | - | declined']],
  // French (V2: future tense).
  ['fr: je + future', 'Camille Roux: Je préparerai le budget révisé avant vendredi prochain.', ['Camille Roux: Préparer le budget révisé avant vendredi prochain | vendredi prochain | open']],
  ["fr: j'enverrai", "Sophie: J'enverrai le devis à Marc demain.", ['Sophie: Envoyer le devis à Marc demain | demain | open']],
  ['fr: Name + future', 'Sophie: Bonjour Marc.\nMarc: Bonjour.\nSophie: Marc appellera le client jeudi.', ['Marc: Appeler le client jeudi | jeudi | open']],
  ['fr: nous + future', 'Sophie: Nous ferons le point lundi prochain.', ['Unassigned: Faire le point lundi prochain | lundi prochain | open']],
  ["fr: peux-tu + je m'en occupe", "Sophie: Marc, peux-tu relire le contrat ?\nMarc: Oui, je m'en occupe.", ['Marc: Relire le contrat | - | open']],
  ['fr: je serai is no action', 'Sophie: Je serai en retard demain.', []],
  ['fr: si …, future', "Sophie: Si le client accepte, j'enverrai la facture vendredi.", ['Sophie: Envoyer la facture vendredi | vendredi | si le client accepte']],
  // Spanish.
  ['es: Name, por favor, …', 'Lucía: Carlos, por favor, envía el informe antes del viernes.\nCarlos: Vale.', ['Carlos: Envía el informe antes del viernes | viernes | open']],
  ['es: ¿puedes …, Name? + claro', 'Lucía: ¿Puedes revisar el presupuesto, Carlos?\nCarlos: Claro, lo hago mañana.', ['Carlos: Revisar el presupuesto | mañana | open']],
  ['es: refused', 'Lucía: Carlos, ¿puedes llamar al banco?\nCarlos: No, no puedo esta semana.', ['Carlos: Llamar al banco | - | declined']],
];

// Written after the first run, from false positives the new request reading produced on probes of my own.
const AFTER: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['a question after a name', 'Amina: Tomas, quick question: is the budget final?\nTomas: Yes.', []],
  ['keep going', 'Amina: Tomas, go ahead and share.\nLena: Tomas, keep going.', []],
  ['let me know, name', 'Amina: Let me know, Tomas.', []],
  ['"No, I already did" declines nothing', 'Amina: Tomas, send me a link.\nTomas: No, I already did.', ['Tomas: Send Amina a link | - | check']],
  ['a capitalised French word before a future is no owner', 'Marie: La réunion sera courte. Paris accueillera le salon.', []],
  ['a second bare "Yes" takes nothing over', 'Amina: Could someone update the wiki?\nTomas: Yes.\nLena: Yes.', ['Tomas: Update the wiki | - | open']],
  ['please with nobody named, nobody accepts', 'Amina: Please find attached the notes.', []],
];

describe('sweep: work handed to a named person, accepted or refused; future tense, conditions, due dates (V1–V3)', () => {
  it('has at least 30 transcripts', () => expect(SWEEP.length).toBeGreaterThanOrEqual(30));
  it.each([...SWEEP, ...AFTER])('%s', (_name, transcript, expected) => {
    expect(rows(transcript)).toEqual(expected);
    expectEmailRows(transcript, expected);
  });
});

describe('due dates (addendum)', () => {
  it.each([
    ['I will renew the domain by the 12th.', 'the 12th'],
    ['Send it by March 3.', 'March 3'],
    ['I will call them on the 5th.', 'the 5th'],
    ['I will call them on the 5th of March.', '5th of March'],
    ['The lift is on the 3rd floor.', null],
    ['I will order new badges tomorrow, no wait, Friday.', 'Friday'],
    ["I'll ship the samples on Monday, sorry, I mean Tuesday.", 'Tuesday'],
    ['I will send it by Friday, or rather Thursday.', 'Thursday'],
    ['No, I will send it by Friday.', 'Friday'],
    ['I will send it tomorrow, no problem.', 'tomorrow'],
  ])('%s → %s', (text, due) => {
    expect(findDue(text)).toBe(due);
  });
});
