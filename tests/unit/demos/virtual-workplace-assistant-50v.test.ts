/**
 * Issue 28, u33g (fresh user test on build-b2): F1 Markdown minutes with bold speaker names, F4 a "Name will …" item after a
 * lead-in label, F6 the same task said again later, F2/F11 someone else answering for a person who does not speak, and the
 * smaller F3, F8, F9, F10 rows. The transcripts marked with an id are u33g's (/tmp/u33g fresh1–fresh10.js, files/); the
 * others were written for this file. The expected rows were written before the code was changed (on commit df25b7b5).
 */
import {describe, expect, it} from 'vitest';
import {analyseMeeting} from '@site/src/demos/virtual-workplace-assistant/meeting';
import {analyse, expectEmailRows, rows} from './support/meetingRows';

const check = (text: string, expected: readonly string[]) => {
  expect(rows(text)).toEqual(expected);
  expectEmailRows(text, expected);
};

describe('u33g F1: bold speaker names in Markdown minutes are the speakers', () => {
  it.each([
    ['b02 **Name:**', "**Karin Olsen:** I'll draft the floor plan by Friday.\n**Marco Bianchi:** I'll book the van.", ['Karin Olsen: Draft the floor plan by Friday | Friday | open', 'Marco Bianchi: Book the van | - | open']],
    ['b01 **Name**:', "**Karin Olsen**: I'll draft the floor plan by Friday.\n**Marco Bianchi**: I'll book the van.", ['Karin Olsen: Draft the floor plan by Friday | Friday | open', 'Marco Bianchi: Book the van | - | open']],
    ['a17 bulleted, mixed with a plain label', "- **Karin Olsen:** I'll draft the floor plan by Friday.\n- Marco Bianchi: _Yuki_, can you order the boxes?\n- Yuki Tanaka: Sure.", ['Karin Olsen: Draft the floor plan by Friday | Friday | open', 'Yuki Tanaka: Order the boxes | - | open']],
    ['e06 a reply by the person asked', '**Anna Berg**: Sven, can you book the hall?\n**Sven Lund**: Sure.', ['Sven Lund: Book the hall | - | open']],
    // Own rows of the same kind.
    ['__Name:__ and *Name*:', "__Priya Nair:__ I'll send the budget on Monday.\n*Tom Reed*: I'll book the room.", ['Priya Nair: Send the budget on Monday | Monday | open', 'Tom Reed: Book the room | - | open']],
    ['bulleted with *, a time stamp before it', "* **Lea Roth:** Omar, could you update the wiki by Thursday?\n* **Omar Said:** Yes, will do.", ['Omar Said: Update the wiki by Thursday | Thursday | open']],
    ['a bold full name and a dash (e07)', "- **Anna Berg** — I'll call the caterer by Friday.\n- **Sven Lund** — I'll print the menus.", ['Anna Berg: Call the caterer by Friday | Friday | open', 'Sven Lund: Print the menus | - | open']],
    ['a bold heading is still no speaker', "**Action items:**\n- **Lea Roth:** I'll send the minutes.", ['Lea Roth: Send the minutes | - | open']],
    ['a bold word inside a sentence stays a sentence', "Lea Roth: **Important**: I'll send the minutes tomorrow.", ['Lea Roth: Send the minutes tomorrow | tomorrow | open']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));

  it('files/bold-minutes.md: speakers, the decision, the subject and the recipients', () => {
    const a = analyse(
      '## Weekly ops\n\n- **Karin Olsen:** We decided to move the standup to 9:30.\n- **Marco Bianchi:** I\'ll draft the floor plan by Friday.\n- **Karin Olsen:** Yuki, can you order the boxes?\n- **Yuki Tanaka:** Sure.',
    );
    expect(a.speakers).toEqual(['Karin Olsen', 'Marco Bianchi', 'Yuki Tanaka']);
    expect(a.decisions.map((d) => `${d.speaker}: ${d.text}`)).toEqual(['Karin Olsen: We decided to move the standup to 9:30.']);
    expect(a.actions.map((x) => `${x.owner}: ${x.task}`)).toEqual(['Marco Bianchi: Draft the floor plan by Friday', 'Yuki Tanaka: Order the boxes']);
    expect(a.email).toContain('To: Karin Olsen, Marco Bianchi, Yuki Tanaka');
    expect(a.summary.map((s) => s.speaker)).not.toContain('Unknown');
  });
  it('c01: "## Weekly sync" with * bullets names the subject and the decision’s speaker', () => {
    const text = "## Weekly sync\n\n* **Dev Patel:** We decided to drop IE support.\n* **Mei Lin:** I'll update the browser matrix by Monday.\n* **Dev Patel:** Mei, can you also tell support?\n* **Mei Lin:** Sure.";
    const r = analyse(text);
    expect(r.decisions.map((d) => `${d.speaker}: ${d.text}`)).toEqual(['Dev Patel: We decided to drop IE support.']);
    expect(rows(text)).toEqual(['Mei Lin: Update the browser matrix by Monday | Monday | open', 'Mei Lin: Tell support | - | open']);
    // analyse() types a title; with none, the subject comes from the heading without its "##".
    const untitled = analyseMeeting(text, '');
    expect(untitled.ok && untitled.analysis.email).toContain('Subject: Follow-up: Weekly sync');
  });
});

describe('u33g F4: a "Name will …" item after a recap’s lead-in label is read', () => {
  it.each([
    ['e08', 'Anna Berg: Quick recap: Sven will print the menus by Friday.', ['Sven: Print the menus by Friday | Friday | open']],
    ['c05', 'Dev Patel: Okay, summary: Mei will send the notes by Monday.', ['Mei: Send the notes by Monday | Monday | open']],
    ['b25 the first of a comma recap', 'Lena Fischer: So, to recap: Ali will fix the login bug by Tuesday, Bea will write the tests, and I will update the changelog on Wednesday.', ['Ali: Fix the login bug by Tuesday | Tuesday | open', 'Bea: Write the tests | - | open', 'Lena Fischer: Update the changelog on Wednesday | Wednesday | open']],
    ['c04 "To wrap up:"', 'Dev Patel: To wrap up: Mei will send the notes, Olu will book the room by Friday, and I will update the tracker.', ['Mei: Send the notes | - | open', 'Olu: Book the room by Friday | Friday | open', 'Dev Patel: Update the tracker | - | open']],
    // Own rows of the same kind.
    ['"To sum up," and a comma', 'Rita Moss: To sum up, Omar will order the chairs by Thursday.', ['Omar: Order the chairs by Thursday | Thursday | open']],
    ['"Right, final recap -"', 'Rita Moss: Right, final recap - Omar will order the chairs and Lea will call the venue on Monday.', ['Omar: Order the chairs | - | open', 'Lea: Call the venue on Monday | Monday | open']],
    ['"In summary:" before a speaker’s name', 'Rita Moss: Omar, can you order the chairs?\nOmar Said: Sure.\nRita Moss: In summary: Omar will order the chairs and I will call the venue.', ['Omar Said: Order the chairs | - | open', 'Rita Moss: Call the venue | - | open']],
    ['"Wrap-up:" with "going to"', 'Rita Moss: Wrap-up: Jana is going to draft the invite by Wednesday.', ['Jana: Draft the invite by Wednesday | Wednesday | open']],
    ['"Recap:" with "I\'ll"', "Rita Moss: Recap: I'll send the slides tomorrow.", ['Rita Moss: Send the slides tomorrow | tomorrow | open']],
    // Must stay: a summary label before no commitment gives no item.
    ['a summary of what happened', 'Rita Moss: Summary: the launch slipped a week.', []],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});

/** Five turns by others between two sayings (u33g fresh8/fresh9). */
const between = 'Ben Ode: Thanks.\nChen Li: The numbers look fine.\nBen Ode: Agreed.\nDara Moy: Next topic.\nChen Li: Fine by me.';

describe('u33g F6: the same person saying the same task again later is one item, in their latest words', () => {
  it.each([
    ['k04 said again five turns later', `Ana Ruiz: I'll send the deck by Monday.\n${between}\nAna Ruiz: I'll send the deck by Monday.`, ['Ana Ruiz: Send the deck by Monday | Monday | open']],
    ['k02 "As I said"', `Ana Ruiz: I'll send the deck by Monday.\n${between}\nAna Ruiz: As I said, I'll send the deck by Monday.`, ['Ana Ruiz: Send the deck by Monday | Monday | open']],
    ['k06 "Just to confirm"', `Ana Ruiz: I'll send the deck by Monday.\n${between}\nAna Ruiz: Just to confirm, I'll send the deck on Monday.`, ['Ana Ruiz: Send the deck on Monday | Monday | open']],
    // Own rows of the same kind.
    ['a recap at the end with another person’s item', `Ana Ruiz: I'll send the deck by Monday.\n${between}\nAna Ruiz: To wrap up, I'll send the deck by Monday and Ben will check the figures.`, ['Ana Ruiz: Send the deck by Monday | Monday | open', 'Ben Ode: Check the figures | - | open']],
    ['the date said only the second time', `Ana Ruiz: I'll send the deck.\n${between}\nAna Ruiz: Just to confirm, I'll send the deck by Monday.`, ['Ana Ruiz: Send the deck by Monday | Monday | open']],
    ['a request answered, then said again by the owner', `Dara Moy: Ana, can you book the room?\nAna Ruiz: Sure.\n${between}\nAna Ruiz: As I said, I'll book the room.`, ['Ana Ruiz: Book the room | - | open']],
    ['the owner’s own new date, later: the latest words', `Ana Ruiz: I'll send the deck by Monday.\n${between}\nAna Ruiz: Sorry, I'll send the deck by Wednesday.`, ['Ana Ruiz: Send the deck by Wednesday | Wednesday | open']],
    // Must stay.
    ['a date given by someone else and another said later: to check', `Dara Moy: Ana, can you book the room by Thursday?\nAna Ruiz: Sure.\n${between}\nAna Ruiz: I'll book the room by Friday.`, ['Ana Ruiz: Book the room by Friday | Friday | check']],
    ['another task with the same verb stays two items', `Ana Ruiz: I'll send the deck by Monday.\n${between}\nAna Ruiz: I'll send the invoice by Monday.`, ['Ana Ruiz: Send the deck by Monday | Monday | open', 'Ana Ruiz: Send the invoice by Monday | Monday | open']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});

describe('u33g F2: a yes from someone else to a request to a person who does not speak is "check this item"', () => {
  it.each([
    ['b06 "Jo" (also a reply word) and someone else’s "Sure"', 'Hana Kim: Jo, can you book flights for the offsite?\nRui Sousa: Sure.', ['Jo: Book flights for the offsite | - | check']],
    ['e02 "Yes, will do" from someone else', 'Anna Berg: Piotr, can you renew the parking permits?\nSven Lund: Yes, will do.', ['Piotr: Renew the parking permits | - | check']],
    // Own rows of the same kind.
    ['"On it" from someone else', 'Anna Berg: Marek, please update the visitor list.\nSven Lund: On it.', ['Marek: Update the visitor list | - | check']],
    ['"Happy to" from someone else, with a date', 'Anna Berg: Marek, could you order the badges by Friday?\nSven Lund: Happy to.', ['Marek: Order the badges by Friday | Friday | check']],
    ['"Will do, by Monday" from someone else', 'Anna Berg: Tariq, can you send the floor plan?\nLena Hoff: Will do, by Monday.', ['Tariq: Send the floor plan | - | check']],
    ['"Can do" from someone else', 'Anna Berg: Tariq, can you send the floor plan?\nLena Hoff: Can do.', ['Tariq: Send the floor plan | - | check']],
    ['"Jo" asked, Jo answers: the person asked', 'Hana Kim: Jo, can you book the flights?\nJo Park: Sure.', ['Jo Park: Book the flights | - | open']],
    // Must stay: the replier takes it on in their own words.
    ['"I\'ll do it" from someone else takes it over', 'Anna Berg: Piotr, can you renew the parking permits?\nSven Lund: I\'ll do it.', ['Sven Lund: Renew the parking permits | - | open']],
    ['"Leave it with me" takes it over', 'Anna Berg: Piotr, can you renew the parking permits?\nSven Lund: Leave it with me.', ['Sven Lund: Renew the parking permits | - | open']],
    ['d12 co-owners keep their reason', 'Maya Levi: Kim and Omar will draft the RFP by the 15th.\nKim Cho: Sure.\nOmar Nasser: Hmm, not sure I have time.', ['Kim Cho and Omar Nasser: Draft the RFP by the 15th | the 15th | check']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
  it('e02 the reason names who answered for whom', () => {
    const [a] = analyse('Anna Berg: Piotr, can you renew the parking permits?\nSven Lund: Yes, will do.').actions;
    expect(a.check?.reason).toBe('Sven Lund answered for Piotr, who did not say yes');
    expect(a.check?.quote).toContain('Yes, will do.');
  });
});

describe('u33g F11: "OK, I\'ll tell him" from someone else leaves the task of the person asked to check', () => {
  it.each([
    ['h06', "Hana Kim: Tariq, can you check the fire exits?\nLena Hoff: OK, I'll tell him.", ['Tariq: Check the fire exits | - | check']],
    // Own rows of the same kind.
    ['"Sure, I\'ll let him know"', "Hana Kim: Tariq, can you check the fire exits?\nLena Hoff: Sure, I'll let him know.", ['Tariq: Check the fire exits | - | check']],
    ['"Yes, I\'ll let her know" after a dated request', "Hana Kim: Nadia, please sign the lease by Friday.\nLena Hoff: Yes, I'll let her know.", ['Nadia: Sign the lease by Friday | Friday | check']],
    ['"OK, I\'ll pass it on"', "Hana Kim: Tariq, can you check the fire exits?\nLena Hoff: OK, I'll pass it on.", ['Tariq: Check the fire exits | - | check']],
    ['"Sure, I\'ll remind them"', "Hana Kim: Ops, can you rotate the keys?\nLena Hoff: Sure, I'll remind them.", ['Ops: Rotate the keys | - | check']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});

describe('u33g F10: a reply from someone addressed by a short form of their name is theirs, with its date', () => {
  it.each([
    ['g02 Rob / Robert', 'Hana Kim: Rob, can you draft the SOW?\nRobert Klein: Sure, by Tuesday.', ['Robert Klein: Draft the SOW | Tuesday | open']],
    ['h01 Liz / Elizabeth', 'Hana Kim: Liz, can you review the budget?\nElizabeth Ward: Sure, by Thursday.', ['Elizabeth Ward: Review the budget | Thursday | open']],
    ['g01 Jo / Joanne', 'Hana Kim: Jo, can you book the flights?\nJoanne Park: Sure.', ['Joanne Park: Book the flights | - | open']],
    // Own rows of the same kind.
    ['Alex / Alexandra, "Yes, will do by Monday"', 'Hana Kim: Alex, could you update the roster?\nAlexandra Stone: Yes, will do by Monday.', ['Alexandra Stone: Update the roster | Monday | open']],
    ['Beth / Elizabeth, "OK, tomorrow"', 'Hana Kim: Beth, please renew the domain.\nElizabeth Ward: OK, tomorrow.', ['Elizabeth Ward: Renew the domain | tomorrow | open']],
    ['Sam / Samuel with "Sure."', 'Hana Kim: Sam, can you print the badges?\nSamuel Osei: Sure.', ['Samuel Osei: Print the badges | - | open']],
    ['Dan / Daniela, "Sure, Friday."', 'Hana Kim: Dan, can you send the invoice?\nDaniela Cruz: Sure, Friday.', ['Daniela Cruz: Send the invoice | Friday | open']],
    // Must stay: someone whose name is not a short form of the person asked answers for them.
    ['Rob asked, Tom answers', 'Hana Kim: Rob, can you draft the SOW?\nTom Berg: Sure, by Tuesday.', ['Rob: Draft the SOW | - | check']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});

describe('u33g F9: "I can\'t do Monday, but Wednesday is fine" is a counter-offer to check, not a refusal', () => {
  it.each([
    ['h04', 'Hana Kim: Rui, can you present on Monday?\nRui Sousa: I can\'t do Monday, but Wednesday is fine.', ['Rui Sousa: Present on Monday | Monday | check']],
    ['g09', 'Hana Kim: Rui, can you migrate the CRM?\nRui Sousa: I can\'t this week, but I can next week.', ['Rui Sousa: Migrate the CRM | - | check']],
    // Own rows of the same kind.
    ['"Sorry, I can\'t, but maybe next month"', 'Hana Kim: Rui, can you migrate the CRM?\nRui Sousa: Sorry, I can\'t, but maybe next month.', ['Rui Sousa: Migrate the CRM | - | check']],
    ['"not Friday, but Tuesday works"', 'Hana Kim: Rui, can you send the quote by Friday?\nRui Sousa: I won\'t manage Friday, but Tuesday works.', ['Rui Sousa: Send the quote by Friday | Friday | check']],
    ['"I\'m away the 3rd, but the 10th is OK"', 'Hana Kim: Rui, can you run the workshop on the 3rd?\nRui Sousa: I can\'t make the 3rd, but the 10th is OK.', ['Rui Sousa: Run the workshop on the 3rd | the 3rd | check']],
    ['"unable to tomorrow, but Thursday"', 'Hana Kim: Rui, could you call the landlord tomorrow?\nRui Sousa: I\'m unable to tomorrow, but Thursday is fine.', ['Rui Sousa: Call the landlord tomorrow | tomorrow | check']],
    // Must stay: a "but" with no other date is a no.
    ['"I can\'t, but Ana can" stays declined', 'Hana Kim: Rui, can you migrate the CRM?\nRui Sousa: I can\'t, but Ana can.', ['Rui Sousa: Migrate the CRM | - | declined']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
  it('h04 quotes the request and the reply', () => {
    const [a] = analyse('Hana Kim: Rui, can you present on Monday?\nRui Sousa: I can\'t do Monday, but Wednesday is fine.').actions;
    expect(a.check?.reason).toBe('Rui Sousa said no and named another date (Wednesday)');
    expect(a.check?.quote).toContain('Wednesday is fine');
  });
});

describe('u33g F8: "Friday is too late, can you do Wednesday?" moves a date; "late" is nobody', () => {
  it.each([
    ['c13', 'Dev Patel: I\'ll send the agenda by Friday.\nOlu Ade: Dev, Friday is too late, can you do Wednesday?\nDev Patel: OK, Wednesday.', ['Dev Patel: Send the agenda by Friday | Friday | check']],
    ['e04 no task named, no owner "early"', 'Anna Berg: Sven, the 10th is too early, can you do the 17th?\nSven Lund: Yes.', []],
    // Own rows of the same kind.
    ['"could you do it by Monday instead?"', 'Dev Patel: I\'ll send the agenda by Friday.\nOlu Ade: Dev, that is too late, could you do it by Monday instead?\nDev Patel: Fine.', ['Dev Patel: Send the agenda by Friday | Friday | check']],
    ['"can you do next week?"', 'Ana Ruiz: I\'ll run the survey on Friday.\nOlu Ade: Ana, Friday is too soon, can you do next week?\nAna Ruiz: OK.', ['Ana Ruiz: Run the survey on Friday | Friday | check']],
    ['a lower-case word before the comma is no person asked', 'Anna Berg: Sven, the deadline is too early, can you review the draft?\nSven Lund: Yes.', ['Sven Lund: Review the draft | - | open']],
    ['"the plan is late, can you update it?"', 'Anna Berg: Sven, the plan is late, can you update the timeline?\nSven Lund: Sure.', ['Sven Lund: Update the timeline | - | open']],
    // Must stay: "do" with a task is a task.
    ['"can you do the 17th report?"', 'Anna Berg: Sven, can you do the 17th report?\nSven Lund: Yes.', ['Sven Lund: Do the 17th report | - | open']],
    ['"can you do the slides by Monday?"', 'Anna Berg: Sven, can you do the slides by Monday?\nSven Lund: Yes.', ['Sven Lund: Do the slides by Monday | Monday | open']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});

describe('u33g F3: "could you take that?" after a need takes that need; "a first version by the 12th" dates the task', () => {
  it.each([
    ['m01 declined, then taken over', "Jan-Willem van 't Hof: We also need to update the welcome email.\nFatima al-Hassan: Jan-Willem, could you take that?\nJan-Willem van 't Hof: Sorry, I'm out next week. Maybe Seun can?\nOluwaseun Adeyemi: Happy to.", ["Jan-Willem van 't Hof: Update the welcome email | - | declined", 'Oluwaseun Adeyemi: Update the welcome email | - | open']],
    ['m01 a first version by the 12th', "Fatima al-Hassan: Grace, can you build the tracking dashboard?\nGrace Liu: Yes, I'll have a first version by the 12th.", ['Grace Liu: Build the tracking dashboard by the 12th | the 12th | open']],
    // Own rows of the same kind.
    ['"take that" answered with a date', 'Jan Hof: We also need to update the welcome email.\nFatima Ali: Jan, could you take that?\nJan Hof: Sure, by Friday.', ['Jan Hof: Update the welcome email | Friday | open']],
    ['"someone needs to", then "can you take it on?"', 'Jan Hof: Someone needs to renew the SSL certificate.\nFatima Ali: Omar, can you take it on?\nOmar Said: Yes.', ['Omar Said: Renew the SSL certificate | - | open']],
    ['"a draft ready by Friday"', 'Hana Kim: Grace, can you write the style guide?\nGrace Liu: Sure, I\'ll have a draft ready by Friday.', ['Grace Liu: Write the style guide by Friday | Friday | open']],
    ['"send you a first cut on Monday"', 'Hana Kim: Grace, can you redesign the landing page?\nGrace Liu: OK, I\'ll send you a first cut on Monday.', ['Grace Liu: Redesign the landing page on Monday | Monday | open']],
    // Must stay: a first version said as one's own item is that item.
    ['own "first version of the plan"', "Grace Liu: I'll have a first version of the plan by Monday.", ['Grace Liu: Have a first version of the plan by Monday | Monday | open']],
  ] as const)('%s', (_name, text, expected) => check(text, expected));
});
