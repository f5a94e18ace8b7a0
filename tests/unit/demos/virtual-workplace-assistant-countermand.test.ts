/**
 * Issue 28 (third user test, D9): an action taken back later in the meeting is not an action item of
 * the e-mail; the e-mail names who said each summary line and who owns each action, with first person
 * turned into the speaker; French and Spanish commitments are found. Transcripts written for this test.
 */
import {describe, expect, it} from 'vitest';
import {analyseMeeting, countermandOf, findDue, inThirdPerson} from '@site/src/demos/virtual-workplace-assistant/meeting';

const analyse = (text: string) => {
  const r = analyseMeeting(text, 'Test');
  if (!r.ok) throw new Error(r.error);
  return r.analysis;
};
const open = (text: string) => analyse(text).actions.filter((a) => !a.withdrawn).map((a) => `${a.owner}: ${a.task}`);
const takenBack = (text: string) => analyse(text).actions.filter((a) => a.withdrawn).map((a) => `${a.owner}: ${a.task}`);

describe('countermands take an earlier action back', () => {
  it.each([
    ['Tom: I will book the movers for the 14th by Friday.\nPriya: Tom, please do not book the movers yet, wait for the lease.', 'Tom: Book the movers for the 14th by Friday'],
    ['Ana: I will order twelve new chairs tomorrow.\nLee: Let\'s not order the chairs, the budget is frozen.', 'Ana: Order twelve new chairs tomorrow'],
    ['Ana: I will send the invoice to Nordwind today.\nLee: Hold off on the invoice until legal has read it.', 'Ana: Send the invoice to Nordwind today'],
    ['Ana: I will print the extra name badges.\nLee: The extra name badges are no longer needed.', 'Ana: Print the extra name badges'],
    ['Ana: I will call the landlord about the keys.\nAna: Actually, scratch that.', 'Ana: Call the landlord about the keys'],
    ['Ana: Lee, can you book a room for the offsite?\nLee: Sure.\nAna: Never mind, the hotel has one.', 'Lee: Book a room for the offsite'],
    ['Ana: We need to survey the staff about parking.\nLee: We don\'t need the survey about parking anymore.', 'Unassigned: Survey the staff about parking'],
  ])('%s', (transcript, withdrawn) => {
    expect(takenBack(transcript)).toEqual([withdrawn]);
    expect(open(transcript)).not.toContain(withdrawn);
  });

  it('takes back only the matching action, not one that shares a word', () => {
    const t = 'Ana: I will send the report to the client by Monday.\nTom: I will send the slides to the client.\nLee: Tom, do not send the slides yet.';
    expect(takenBack(t)).toEqual(['Tom: Send the slides to the client']);
    expect(open(t)).toEqual(['Ana: Send the report to the client by Monday']);
  });

  it('a bare "scratch that" far from any action takes nothing back', () => {
    const t = 'Ana: I will call the landlord.\nLee: The weather is bad.\nTom: The lift is broken.\nLee: Lunch is at one.\nAna: Scratch that.';
    expect(takenBack(t)).toEqual([]);
  });

  it('does not read reported problems or opinions as countermands', () => {
    expect(countermandOf('I do not think the lease is ready.')).toBeNull();
    expect(countermandOf('The printer does not work.')).toBeNull();
    const t = 'Ana: I will book the movers by Friday.\nLee: I do not think the lease is ready.\nTom: The printer does not work.';
    expect(takenBack(t)).toEqual([]);
    expect(countermandOf('I will book the movers by Friday.')).toBeNull();
  });

  it('lists a taken-back action apart in the e-mail, with who took it back', () => {
    const {email} = analyse('Tom Becker: I will book the movers for the 14th by Friday.\nPriya Nair: Tom, please do not book the movers yet, wait for the lease.');
    const [, actions = ''] = email.split('Action items:');
    const [live, back = ''] = actions.split('Taken back or on hold (not to be done):');
    expect(live).not.toMatch(/movers/);
    expect(back).toContain('- Tom Becker: Book the movers for the 14th by Friday (Priya Nair: "Tom, please do not book the movers yet, wait for the lease.")');
  });
});

describe('the e-mail says who', () => {
  it('names the speaker of each summary line and turns first person into the speaker', () => {
    const {email} = analyse(
      'Tom Becker: I will send my notes on the warehouse lease to everyone by Friday.\nPriya Nair: Tom, can you send me the floor plan of the warehouse lease?\nAiko Sato: The warehouse lease starts in March and the floor plan is final.',
    );
    expect(email).toContain('- Tom Becker: I will send my notes on the warehouse lease to everyone by Friday.');
    expect(email).toContain("- Tom Becker: Send Tom Becker's notes on the warehouse lease to everyone by Friday (due Friday)");
    expect(email).toContain('- Tom Becker: Send Priya Nair the floor plan of the warehouse lease');
  });

  it.each([
    ['book my flight', 'Ana Ruiz', "book Ana Ruiz's flight"],
    ['tell me when I can start', 'Ana Ruiz', 'tell Ana Ruiz when Ana Ruiz can start'],
    ['send the Imagery deck', 'Ana Ruiz', 'send the Imagery deck'],
    ['email them the mine report', 'Ana Ruiz', 'email them the mine report'.replace('mine', "Ana Ruiz's")],
  ])('inThirdPerson(%s)', (task, speaker, expected) => {
    expect(inThirdPerson(task, speaker)).toBe(expected);
  });
});

describe('French and Spanish commitments', () => {
  it.each([
    ['Aiko: Je vais envoyer le rapport vendredi.', 'Aiko: Envoyer le rapport vendredi'],
    ['Aiko Sato: Je vais envoyer le plan des étagères à Priya avant lundi.', 'Aiko Sato: Envoyer le plan des étagères à Priya avant lundi'],
    ["Luc: Je m'occupe de la réservation de la salle.", 'Luc: De la réservation de la salle'],
    ['Marie: Bonjour.\nLuc: Marie va préparer le budget pour demain.', 'Marie: Préparer le budget pour demain'],
    ['Luc: Il faut vérifier les sorties de secours.', 'Unassigned: Vérifier les sorties de secours'],
    ['Luc: Marie, tu peux appeler le fournisseur ?', 'Marie: Appeler le fournisseur'],
    ['Ana: Voy a enviar el informe antes del viernes.', 'Ana: Enviar el informe antes del viernes'],
    ['Carlos: Hola.\nAna: Carlos va a revisar el contrato mañana.', 'Carlos: Revisar el contrato mañana'],
    ['Ana: Tenemos que reservar la sala para la reunión.', 'Unassigned: Reservar la sala para la reunión'],
    ['Ana: Carlos, ¿puedes llamar al proveedor?', 'Carlos: Llamar al proveedor'],
  ])('%s', (transcript, action) => {
    expect(open(transcript)).toEqual([action]);
  });

  it.each([
    ['Je vais envoyer le rapport avant lundi.', 'lundi'],
    ["Je le fais d'ici vendredi.", 'vendredi'],
    ['On en reparle la semaine prochaine.', 'la semaine prochaine'],
    ['Je vais le finir pour le 14 mars.', '14 mars'],
    ['Voy a enviarlo antes del viernes.', 'viernes'],
    ['Lo reviso mañana.', 'mañana'],
    ['Para el 14 de marzo, por favor.', '14 de marzo'],
    ['Lo vemos la próxima semana.', 'la próxima semana'],
    ['Le vendredi est un jour calme.', null],
  ])('due date in %s → %s', (text, due) => {
    expect(findDue(text)).toBe(due);
  });

  it('finds French and Spanish decisions', () => {
    expect(analyse('Luc: Nous avons décidé de garder le fournisseur actuel.').decisions).toHaveLength(1);
    expect(analyse('Ana: Hemos decidido cambiar de oficina en abril.').decisions).toHaveLength(1);
  });

  it('opinions are not commitments', () => {
    expect(open('Luc: Je pense que le budget est trop serré.\nAna: Creo que el plan es bueno.')).toEqual([]);
  });
});
