/**
 * Task 40v (issue 28, honest by design): once an owner, date or task is stated, any later sign of doubt that touches it
 * (a refusal, a question about it, another date said about it, a hand-over, "actually", "wait", "instead", in English,
 * German, French or Spanish) sends the item to "To check" with the quotes, unless the reading is exactly right. Also the
 * V-4 leftovers (a duplicate "Unassigned" item, a stray "To check" line after its task was dropped, a speaker with only
 * an empty cue in "To:", German "Dann mache ich das selbst"). Every expected owner, date and status is written in the
 * row (the oracle); the transcripts are this file's own. A confident wrong owner or date never passes.
 */
import {describe, expect, it} from 'vitest';
import {analyse, rows, vtt} from './support/meetingRows';

type Action = ReturnType<typeof analyse>['actions'][number];
type Cue = [string, string];

/** Plain "Name: text" lines. */
const plain = (...cues: Cue[]) => cues.map(([who, said]) => `${who}: ${said}`).join('\n');
/** A Zoom WebVTT export: numbered cues, each "Name: text". */
const zoom = (...cues: Cue[]) =>
  ['WEBVTT', '', ...cues.flatMap(([who, said], i) => [String(i + 1), `00:00:${String(i * 4 + 1).padStart(2, '0')}.000 --> 00:00:${String(i * 4 + 3).padStart(2, '0')}.500`, `${who}: ${said}`, ''])].join('\n');

/**
 * [name, transcript, word in the task, the quote a "To check" row must hold, the right confident reading or null].
 * The right reading is "Owner | due" ("-" for none), or "declined" when a plain "Asked but declined" is right, or
 * "taken over by X" for a declined task someone took.
 */
type Row = readonly [string, string, string, string, string | null];

const DOUBT: readonly Row[] = [
  // Counter-offers: the refusing sentence has no date; the next one offers one.
  ['refusal without a date, then "The 17th works"', vtt(['Ana', 'Ben, can you book the venue for the 10th?'], ['Ben', "I can't do that, I'm travelling. The 17th works."]), 'venue', "I can't do that", 'Ben | the 17th'],
  ['"that won\'t work for me. Wednesday is fine"', plain(['Lena', 'Omar, please send the invoices by Monday.'], ['Omar', "No, that won't work for me. Wednesday is fine."]), 'invoices', "that won't work", 'Omar | Wednesday'],
  ['"Not possible. How about the 20th?"', zoom(['Kim', 'Raj, could you finish the audit by the 12th?'], ['Raj', 'Sorry, not possible. How about the 20th?']), 'audit', 'not possible', 'Raj | the 20th'],
  ['"I can\'t. Next week works"', vtt(['Ana', 'Ben, can you send the deck by Friday?'], ['Ben', "I can't, sorry. Next week works."]), 'deck', "I can't", 'Ben | next week'],
  // Date words in German, French and Spanish.
  ['German "Lieber Donnerstag"', plain(['Anna', 'Ben, kannst du den Bericht bis Dienstag schicken?'], ['Ben', 'Lieber Donnerstag.']), 'bericht', 'Lieber Donnerstag', null],
  ['French "Plutôt jeudi"', plain(['Claire', 'Marc, tu peux envoyer le devis avant lundi ?'], ['Marc', 'Plutôt jeudi.']), 'devis', 'Plutôt jeudi', null],
  ['Spanish "Mejor el jueves"', plain(['Ana', 'Luis, ¿puedes enviar el informe para el lunes?'], ['Luis', 'Mejor el jueves.']), 'informe', 'Mejor el jueves', null],
  ['German "Geht auch Freitag?"', vtt(['Anna', 'Ben, kannst du die Folien bis Mittwoch vorbereiten?'], ['Ben', 'Geht auch Freitag?']), 'folien', 'Geht auch Freitag', null],
  ['French "Je préfère vendredi"', zoom(['Claire', 'Marc, peux-tu appeler le client demain ?'], ['Marc', 'Je préfère vendredi, si ça va.']), 'client', 'vendredi', null],
  ['Spanish "¿Puede ser el viernes?"', plain(['Ana', 'Luis, ¿puedes revisar el contrato mañana?'], ['Luis', '¿Puede ser el viernes?']), 'contrato', 'viernes', null],
  // Corrections in other forms than "<date>? …" then "<date> then".
  ['owner: "Actually, make it Monday"', vtt(['Ana', 'Ben will send the deck by Friday.'], ['Ben', 'Actually, make it Monday.']), 'deck', 'make it Monday', 'Ben | Monday'],
  ['assigner later: "Wait, Thursday is better"', plain(['Ana', 'Ben will order the laptops by Friday.'], ['Ben', 'OK.'], ['Ana', 'Wait, Thursday is better for the laptops.']), 'laptops', 'Thursday is better', null],
  ['owner asks for another date', zoom(['Nadia', 'Paul will draft the press release by Wednesday.'], ['Paul', 'Can we say Friday?'], ['Nadia', 'Fine.']), 'press release', 'Can we say Friday', null],
  ['a question whether the date is realistic', vtt(['Ben', 'Morning.'], ['Ana', 'Ben will update the wiki by Monday.'], ['Lena', 'Is Monday realistic for the wiki?']), 'wiki', 'Is Monday realistic', null],
  ['owner echoes the date as a question', plain(['Ana', 'Ben will update the wiki by Monday.'], ['Ben', 'By Monday? Hmm.']), 'wiki', 'By Monday?', null],
  ['a reply that offers two dates without "or"', vtt(['Ana', 'Ben will present the roadmap on Monday.'], ['Ben', 'Monday? Tuesday?']), 'roadmap', 'Tuesday', null],
  ['yes, then "Monday might be safer"', zoom(['Ana', 'Ben, can you send the report by Friday?'], ['Ben', 'Yes. Although Monday might be safer.']), 'report', 'Monday might be safer', 'Ben | Monday'],
  ['a later "wait" from the owner', vtt(['Ana', 'Ben, please fix the printer by tomorrow.'], ['Ben', 'OK.'], ['Lena', 'Thanks.'], ['Ben', 'Hmm, wait, the printer part only arrives Thursday.']), 'printer', 'the printer part only arrives Thursday', null],
  ['another person says the date moved', plain(['Ana', 'Ben, can you draft the FAQ by Friday?'], ['Ben', 'Sure.'], ['Lena', 'Friday? The launch moved, so the FAQ is due the 20th.']), 'faq', 'the FAQ is due the 20th', null],
  ['German correction "Eigentlich eher Montag"', plain(['Anna', 'Ben wird den Bericht bis Freitag schicken.'], ['Ben', 'Eigentlich eher Montag.']), 'bericht', 'Eigentlich eher Montag', null],
  ['French correction "En fait, mardi"', plain(['Claire', 'Marc enverra le devis lundi.'], ['Marc', 'En fait, mardi.']), 'devis', 'En fait, mardi', null],
  ['Spanish correction "En realidad, el martes"', zoom(['Ana', 'Luis va a enviar el informe el lunes.'], ['Luis', 'En realidad, el martes.']), 'informe', 'En realidad, el martes', null],
  // Owner in doubt: hand-overs, "instead", questions about who.
  ['someone else takes it with "instead"', vtt(['Ben', 'Hi.'], ['Ana', 'Ben will write the agenda by Monday.'], ['Lena', 'I can write the agenda instead.']), 'agenda', 'I can write the agenda instead', 'Lena | Monday||Lena | -'],
  ['someone else says they will do the same task', plain(['Ben', 'Hello.'], ['Ana', 'Ben will call the vendor tomorrow.'], ['Lena', "I'll call the vendor, I know them."]), 'vendor', "I'll call the vendor", 'Lena | tomorrow||Lena | -'],
  ['owner suggests someone else', zoom(['Ana', 'Ben will call the vendor tomorrow.'], ['Ben', 'Lena knows the vendor better, maybe she should call.']), 'vendor', 'Lena knows the vendor better', null],
  ['another person asks whether a third should do it', vtt(['Ben', 'Hi.'], ['Omar', 'Hi.'], ['Ana', 'Ben will order the laptops by Friday.'], ['Lena', "Shouldn't Omar do that?"]), 'laptops', "Shouldn't Omar do that", null],
  ['another person says a third is already on it', plain(['Ben', 'Hi.'], ['Ana', 'Ben will order the laptops by Friday.'], ['Lena', 'Actually, Omar is ordering the laptops already.']), 'laptops', 'Omar is ordering the laptops', null],
  ['owner: "Me? I don\'t have the card."', zoom(['Ana', 'Omar will book the train tickets.'], ['Omar', "Me? I don't have the company card."]), 'train', "I don't have the company card", null],
  ['after a yes, the asker hands it to someone else', vtt(['Ana', 'Ben, can you order the giveaways by Friday?'], ['Ben', 'Sure.'], ['Ana', 'Actually, Lena, can you do it instead?']), 'giveaways', 'Lena, can you do it instead', 'Lena | Friday'],
  ['a question from the assigner about it later', plain(['Ana', 'Ben will prepare the demo by Thursday.'], ['Ben', 'OK.'], ['Ana', 'Hmm, or should the demo wait until the new build?']), 'demo', 'should the demo wait', null],
  ['German hand-over "ich rufe ihn lieber selbst an"', plain(['Ben', 'Hallo.'], ['Anna', 'Ben wird den Kunden morgen anrufen.'], ['Clara', 'Nein, ich rufe den Kunden lieber selbst an.']), 'kunden', 'lieber selbst', 'Clara | morgen'],
  ['Spanish hand-over "Mejor lo llamo yo"', plain(['Luis', 'Hola.'], ['Ana', 'Luis va a llamar al cliente mañana.'], ['Marta', 'Mejor llamo yo al cliente.']), 'cliente', 'Mejor llamo yo', null],
  ['French hand-over "plutôt moi"', zoom(['Marc', 'Bonjour.'], ['Claire', 'Marc va préparer la présentation pour demain.'], ['Sophie', 'Non, je préfère préparer la présentation moi-même.']), 'présentation', 'moi-même', null],
  // Take-overs after a refusal (V-4: German "Dann mache ich das selbst").
  ['German "Dann mache ich das selbst"', plain(['Anna', 'Ben, kannst du die Folien bis Freitag vorbereiten?'], ['Ben', 'Nein, keine Zeit.'], ['Anna', 'Dann mache ich das selbst.']), 'folien', 'Dann mache ich das selbst', 'taken over by Anna'],
  ['German "Gut, dann übernehme ich das"', vtt(['Anna', 'Ben, kannst du den Raum bis Montag buchen?'], ['Ben', 'Leider nicht.'], ['Clara', 'Gut, dann übernehme ich das.']), 'raum', 'übernehme ich das', 'taken over by Clara'],
  ['French "Bon, je le fais moi-même"', plain(['Claire', 'Marc, tu peux envoyer le devis avant lundi ?'], ['Marc', 'Non, je ne peux pas.'], ['Claire', 'Bon, je le fais moi-même.']), 'devis', 'je le fais moi-même', 'taken over by Claire'],
  ['Spanish "Entonces lo hago yo"', zoom(['Ana', 'Luis, ¿puedes enviar el informe para el lunes?'], ['Luis', 'No puedo, lo siento.'], ['Ana', 'Entonces lo hago yo.']), 'informe', 'lo hago yo', 'taken over by Ana'],
  ['English "Then I\'ll do it myself"', vtt(['Ana', 'Ben, can you print the badges by Friday?'], ['Ben', "No, I can't this week."], ['Ana', "Then I'll do it myself."]), 'badges', "I'll do it myself", 'taken over by Ana'],
  // A refusal of a stated item from its owner: an honest "declined" is right.
  ['the named owner refuses', plain(['Ana', 'Ben will run the demo on Tuesday.'], ['Ben', "I can't, I'm off on Tuesday."]), 'demo', "I can't", 'declined'],
  ['a date moved in a later turn by the assigner, said about the task', vtt(['Ana', 'Ben will send the newsletter on Monday.'], ['Ben', 'Fine.'], ['Lena', 'By the way, the office is closed on Monday.'], ['Ana', 'Then the newsletter goes out on Tuesday.']), 'newsletter', 'the newsletter goes out on Tuesday', 'Ben | Tuesday'],
  ['"instead" from the owner with another date', zoom(['Ana', 'Ben, please book the hotel by Wednesday.'], ['Ben', 'Sure.'], ['Ben', 'Instead of Wednesday, can I do Thursday?']), 'hotel', 'can I do Thursday', null],
  // Neighbours: a dependency, another speaker named with the task, a correction by the asker after the yes.
  ['owner: "the report depends on the audit"', plain(['Ana', 'Ben will write the report by Monday.'], ['Ben', 'Hmm, the report depends on the audit.'], ['Ana', 'OK.']), 'report', 'depends on the audit', null],
  ['another speaker named with the task', vtt(['Omar', 'Hi.'], ['Ana', "I'll order the laptops by Friday."], ['Ben', 'Omar usually orders the laptops.']), 'laptops', 'Omar usually orders the laptops', null],
  ['German asker after the yes: "Moment, doch lieber bis Donnerstag"', plain(['Anna', 'Ben, kannst du die Folien bis Freitag machen?'], ['Ben', 'Ja.'], ['Anna', 'Moment, doch lieber bis Donnerstag.']), 'folien', 'lieber bis Donnerstag', null],
  ['French asker after the yes: "Attends, plutôt avant mardi"', zoom(['Claire', 'Marc, tu peux envoyer le devis avant lundi ?'], ['Marc', 'Oui.'], ['Claire', 'Attends, plutôt avant mardi.']), 'devis', 'plutôt avant mardi', null],
  ['Spanish asker after the yes: "Espera, mejor para el martes" (no owner "Espera")', plain(['Ana', 'Luis, ¿puedes enviar el informe para el lunes?'], ['Luis', 'Sí.'], ['Ana', 'Espera, mejor para el martes.']), 'informe', 'mejor para el martes', null],
  ['a colleague says it is done already', plain(['Ana', 'Ben will call the bank tomorrow.'], ['Ben', 'Ok.'], ['Lena', 'Actually I already called the bank.']), 'bank', 'I already called the bank', null],
  ['"not sure" from the owner', plain(['Ana', 'Ben will renew the licences by the 5th.'], ['Ben', "Not sure the 5th works, the budget isn't signed."]), 'licences', 'Not sure the 5th works', null],
];

const CLEAN: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['a request and a plain yes', vtt(['Ana', 'Ben, can you book the venue by Friday?'], ['Ben', 'Sure, will do.']), ['Ben: Book the venue by Friday | Friday | open']],
  ['a commitment and thanks', plain(['Ana', "I'll send the minutes tomorrow."], ['Ben', 'Thanks, Ana.']), ['Ana: Send the minutes tomorrow | tomorrow | open']],
  ['an assignment and "on it"', zoom(['Lena', 'Omar will update the budget sheet by Monday.'], ['Omar', 'Yes, on it.']), ['Omar: Update the budget sheet by Monday | Monday | open']],
  ['a commitment, then a new topic with a decision', vtt(['Ben', "I'll call the vendor on Thursday."], ['Ana', 'Next topic is the summer party.'], ['Ana', 'We decided to hold it in the hall.']), ['Ben: Call the vendor on Thursday | Thursday | open']],
  ['German yes', plain(['Anna', 'Ben, kannst du den Bericht bis Freitag schicken?'], ['Ben', 'Ja, mache ich.']), ['Ben: Den Bericht bis Freitag schicken | Freitag | open']],
  ['French commitment and thanks', plain(['Marc', "J'enverrai le devis demain."], ['Claire', 'Merci.']), ['Marc: Envoyer le devis demain | demain | open']],
  ['Spanish commitment and thanks', zoom(['Luis', 'Voy a enviar el informe mañana.'], ['Ana', 'Perfecto.']), ['Luis: Enviar el informe mañana | mañana | open']],
  [
    'two requests, the second a question with another date',
    vtt(['Ana', 'Ben, can you order the laptops by Friday?'], ['Ben', 'Sure.'], ['Ana', 'Lena, could you book the room for Tuesday?'], ['Lena', 'Yes.']),
    ['Ben: Order the laptops by Friday | Friday | open', 'Lena: Book the room for Tuesday | - | open'],
  ],
  ['a later question about another subject', plain(['Ana', "I'll draft the FAQ by Wednesday."], ['Ben', 'Great. What about the budget?'], ['Ana', 'The budget is fine.']), ['Ana: Draft the FAQ by Wednesday | Wednesday | open']],
  ['a later remark with another date about something else', zoom(['Ana', 'Ben, can you send the deck by Friday?'], ['Ben', 'Yes, by Friday.'], ['Ana', 'Great, and the party is on Saturday.']), ['Ben: Send the deck by Friday | Friday | open']],
  ['a commitment and an unrelated question', vtt(['Ben', "I'll fix the login bug by Thursday."], ['Ana', 'Thanks, Ben.'], ['Lena', 'Any other questions?'], ['Ben', 'No.']), ['Ben: Fix the login bug by Thursday | Thursday | open']],
  ['a question about another event with another date', vtt(['Ana', 'Ben, can you send the deck by Friday?'], ['Ben', 'Sure.'], ['Ana', 'Thanks. Is everyone OK with Thursday for the retro?']), ['Ben: Send the deck by Friday | Friday | open']],
  ['"that" in thanks', plain(['Ben', "I'll update the wiki by Monday."], ['Ana', 'Great, that helps a lot.']), ['Ben: Update the wiki by Monday | Monday | open']],
  ['the owner says the task again with a date', plain(['Ana', 'Omar will draft the agenda.'], ['Omar', "Sure, I'll draft it tonight."]), ['Omar: Draft the agenda tonight | tonight | open']],
  ['"maybe" about another topic', plain(['Ben', "I'll book the flights tomorrow."], ['Ana', 'Perfect. Maybe we can also talk about the hotel next week.']), ['Ben: Book the flights tomorrow | tomorrow | open']],
  ['a question about who does another task', plain(['Ana', 'Lena, please order the badges by Friday.'], ['Lena', 'OK, by Friday.'], ['Ben', 'Who is doing the slides?'], ['Ana', 'I will do the slides.']), ['Lena: Order the badges by Friday | Friday | open', 'Ana: Do the slides | - | open']],
  ['German commitment and thanks', plain(['Ben', 'Ich schicke den Bericht bis Freitag.'], ['Anna', 'Danke, Ben.']), ['Ben: Schicke den Bericht bis Freitag | Freitag | open']],
  ['a refusal and a take-over by a colleague', plain(['Ana', 'Ben, can you run the demo on Friday?'], ['Ben', "No, I'm out next week."], ['Lena', "I'll run the demo on Friday."]), ['Ben: Run the demo on Friday | Friday | declined', 'Lena: Run the demo on Friday | Friday | open']],
];

function itemOf(text: string, word: string): Action | undefined {
  const actions = analyse(text).actions;
  const w = word.toLowerCase();
  return actions.find((a) => a.task.toLowerCase().includes(w) && !a.withdrawn && !a.takenOverBy) ?? actions.find((a) => a.task.toLowerCase().includes(w) || a.check?.quote.toLowerCase().includes(w));
}

describe('honest by design: a later doubt about the owner, date or task goes to "To check" (40v)', () => {
  it.each(DOUBT.map((r) => ({name: r[0], r})))('$name', ({r}) => {
    const [, text, word, quote, right] = r;
    const actions = analyse(text).actions;
    const item = itemOf(text, word);
    expect(item, `an item about "${word}" is listed`).toBeDefined();
    if (right?.startsWith('taken over by ')) {
      const by = right.slice('taken over by '.length);
      const declined = actions.find((a) => a.declined && a.task.toLowerCase().includes(word.toLowerCase()));
      const checked = actions.find((a) => a.check && a.check.quote.includes(quote));
      expect(declined?.takenOverBy === by || Boolean(checked), `taken over by ${by}, or To check`).toBe(true);
      if (declined?.takenOverBy === by) expect(actions.some((a) => a.owner === by && !a.declined && !a.withdrawn && a.task.toLowerCase().includes(word.toLowerCase()))).toBe(true);
      return;
    }
    const rights = right ? right.split('||') : [];
    const hasWord = (a: Action) => a.task.toLowerCase().includes(word.toLowerCase());
    const checked = actions.some((a) => a.check && !a.withdrawn && a.check.quote.includes(quote));
    if (right === 'declined') {
      expect(checked || actions.some((a) => a.declined && hasWord(a)), 'declined, or To check quoting the refusal').toBe(true);
      return;
    }
    // No confident wrong owner or date: every open item for the task is a right reading.
    const open = actions.filter((a) => !a.withdrawn && !a.declined && !a.deferred && !a.check && hasWord(a)).map((a) => `${a.owner} | ${a.due ?? '-'}`);
    for (const o of open) expect(rights, `a confident reading "${o}" where the transcript shows doubt`).toContain(o);
    // Either "To check" quoting the sentence that shows doubt, or exactly one right reading.
    if (!checked) expect(open, 'To check with the quote, or one right reading').toHaveLength(1);
  });
});

it('a word that asks to wait is nobody: no item owned by "Espera", "Attends" or "Moment"', () => {
  for (const text of [
    plain(['Ana', 'Luis, ¿puedes enviar el informe para el lunes?'], ['Luis', 'Sí.'], ['Ana', 'Espera, mejor para el martes.']),
    plain(['Claire', 'Marc, tu peux envoyer le devis avant lundi ?'], ['Marc', 'Oui.'], ['Claire', 'Attends, envoie-le avant mardi.']),
    plain(['Anna', 'Ben, kannst du die Folien bis Freitag machen?'], ['Ben', 'Ja.'], ['Anna', 'Moment, schick sie bitte bis Donnerstag.']),
  ]) expect(analyse(text).actions.filter((a) => /^(?:Espera|Attends|Moment)$/.test(a.owner)).map((a) => `${a.owner}: ${a.task}`), text).toEqual([]);
});

describe('clean transcripts stay confident (40v)', () => {
  it.each(CLEAN.map((r) => ({name: r[0], r})))('$name', ({r}) => {
    expect(rows(r[1])).toEqual(r[2]);
  });
});

describe('V-4 leftovers (40v)', () => {
  it('no "Unassigned" copy of a task its owner took earlier', () => {
    for (const text of [
      vtt(['Ana', 'Ben, can you order the giveaways by Friday?'], ['Ben', "Sure, I'll order them."], ['Lena', 'The stand looks good.'], ['Lena', 'We need to order giveaways.']),
      plain(['Ben', "I'll order the giveaways by Friday."], ['Ana', 'Great.'], ['Lena', 'Someone needs to order the giveaways.']),
      zoom(['Ana', 'Ben will order the giveaways.'], ['Ben', 'Yes.'], ['Ana', 'We need to order giveaways for the fair.']),
    ]) {
      const items = analyse(text).actions.filter((a) => /giveaways/i.test(a.task) && !a.withdrawn);
      expect(items.map((a) => a.owner), text).not.toContain('Unassigned');
      expect(analyse(text).email).not.toMatch(/- Unassigned: Order giveaways/);
    }
  });
  it('no stray "To check" line after its task was dropped', () => {
    for (const text of [
      vtt(['Ana', 'Ben, can you update the wiki?'], ['Ben', 'Let me see what I can do.'], ['Ana', 'Actually, drop the wiki update.']),
      plain(['Ana', 'Ben, can you update the wiki?'], ['Ben', "Hmm, I'll try to look at the wiki."], ['Ana', 'Never mind, skip the wiki.']),
      zoom(['Ana', 'Ben, can you update the wiki by Friday?'], ['Ben', 'Maybe.'], ['Ana', 'Forget the wiki update.']),
      plain(['Ana', 'Ben, can you update the wiki?'], ['Ben', "Hmm, I'll try to look at the wiki."], ['Ana', 'Scratch that.']),
      vtt(['Ana', 'Ben, can you update the wiki?'], ['Ben', 'Let me see, I might update it.'], ['Ana', 'Actually, never mind.']),
    ]) {
      const {email} = analyse(text);
      expect(email, text).not.toContain('To check');
      expect(email).toContain('Taken back');
      // Nothing about the wiki stays an open action item.
      expect(email.split('Action items:')[1].split('\n\n')[0]).not.toMatch(/wiki/i);
    }
  });
  it('a cue with an empty text adds no recipient', () => {
    const text = ['WEBVTT', '', '1', '00:00:01.000 --> 00:00:03.000', '<v Ana>Ben, can you book the room?', '', '2', '00:00:04.000 --> 00:00:05.000', '<v Bob> ', '', '3', '00:00:06.000 --> 00:00:08.000', '<v Ben>Sure, will do.', ''].join('\n');
    const zoomed = ['WEBVTT', '', '1', '00:00:01.000 --> 00:00:03.000', 'Ana: Ben, can you book the room?', '', '2', '00:00:04.000 --> 00:00:05.000', 'Bob:', '', '3', '00:00:06.000 --> 00:00:08.000', 'Ben: Sure, will do.', ''].join('\n');
    const nbsp = ['WEBVTT', '', '1', '00:00:01.000 --> 00:00:03.000', '<v Ana>Ben, can you book the room?', '', '2', '00:00:04.000 --> 00:00:05.000', '<v Bob>&nbsp;</v>', '', '3', '00:00:06.000 --> 00:00:08.000', '<v Ben>Sure, will do.', ''].join('\n');
    for (const t of [text, zoomed, nbsp, plain(['Ana', 'Ben, can you book the room?'], ['Bob', ' '], ['Ben', 'Sure, will do.'])]) {
      const a = analyse(t);
      expect(a.speakers, t).not.toContain('Bob');
      expect(a.email.split('\n')[1]).toBe('To: Ana, Ben');
    }
  });
});
