/**
 * u37b F1 (8 of 8) and u37d F2 W5/W6 (issue 28): a value taken from the same row's other column was neither flagged
 * nor marked when the value also stands in another row ("Sander Mol" is Zwolle's first aider and Delft's manager), so
 * "The Zwolle depot is managed by Sander Mol [1]" read as supported. Only a cell that one row alone holds names the row;
 * a value several rows hold is now still checked against the column the claim names. Also a clock time ("Day one opens
 * at 18:00" where 18:00 is its closing time). The testers' documents and answers, then variants of our own.
 */
import {describe, expect, it} from 'vitest';
import {unsupportedCitations, unsupportedNote} from '@site/src/demos/kit/support';

// /tmp/u37b/docs/depots.md, as the page sent it (title line and table).
const DEPOTS = `# Depot register (test document written by u37b)

| Code | City | Manager | First aider | Opened |
| --- | --- | --- | --- | --- |
| DP-1 | Tilburg | Femke de Graaf | Joost Willems | 2014-04-01 |
| DP-2 | Tiel | Bram Kuipers | Femke de Groot | 2017-10-15 |
| DP-3 | Zwolle | Naomi Verbeek | Sander Mol | 2019-06-30 |
| DP-4 | Delft | Sander Mol | Naomi Verbeek | 2021-02-01 |`;
const DEPOTS_CSV = 'Code,City,Manager,First aider,Opened\nDP-1,Tilburg,Femke de Graaf,Joost Willems,2014-04-01\nDP-2,Tiel,Bram Kuipers,Femke de Groot,2017-10-15\nDP-3,Zwolle,Naomi Verbeek,Sander Mol,2019-06-30\nDP-4,Delft,Sander Mol,Naomi Verbeek,2021-02-01';
// /tmp/u37b/docs/sites.csv.txt: the same three people rotate through the three roles.
const SITES = 'Site,Manager,First aider,Fire warden\nLeiden,Eva Bakker,Tim Vos,Lars Jong\nGouda,Tim Vos,Lars Jong,Eva Bakker\nBreda,Lars Jong,Eva Bakker,Tim Vos';
// /tmp/u37b/docs/events.md, the schedule table.
const SCHEDULE = '| Day | Date | Opens | Closes |\n| --- | --- | --- | --- |\n| Day one | 12 May 2027 | 08:30 | 18:00 |\n| Day two | 13 May 2027 | 09:00 | 16:30 |';
// /tmp/u37d/docs/d2_depots.csv (Zohlar).
const ZOHLAR = 'depot,city,manager,safety_officer,opening_hours\nNorth depot,Bremen,Lena Vogt,Tomasz Wrobel,06:00-14:00\nEast depot,Dresden,Tomasz Wrobel,Aylin Demir,07:00-15:00\nSouth depot,Munich,Aylin Demir,Jonas Brandt,05:30-13:30\nWest depot,Cologne,Jonas Brandt,Lena Vogt,08:00-16:00';
// Our own: a rota where each person holds two roles in different rows.
const ROTA = '| Lab | Head | Safety officer | Deputy |\n| --- | --- | --- | --- |\n| Lab 1 | Priya Nair | Ruben Costa | Mei Tanaka |\n| Lab 2 | Ruben Costa | Mei Tanaka | Priya Nair |\n| Lab 3 | Mei Tanaka | Priya Nair | Ruben Costa |';

const note = (answer: string, text: string) => unsupportedCitations(answer, [text]).map(unsupportedNote).join(' ');

// [passage, wrong answer, what the note must say the row holds there]
const WRONG: Array<[string, string, string]> = [
  [DEPOTS, 'The Zwolle depot is managed by Sander Mol [1].', 'Naomi Verbeek'],
  [DEPOTS, 'The first aider at the Delft depot is Sander Mol [1].', 'Naomi Verbeek'],
  [DEPOTS_CSV, 'The first aider in Zwolle is Naomi Verbeek [1].', 'Sander Mol'],
  [SITES, 'The Leiden site is managed by Tim Vos [1].', 'Eva Bakker'],
  [SITES, 'The fire warden in Gouda is Lars Jong [1].', 'Eva Bakker'],
  [SITES, 'Tim Vos is the first aider in Breda [1].', 'Eva Bakker'],
  [SITES, 'Eva Bakker manages the Breda site [1].', 'Lars Jong'],
  [SCHEDULE, 'Day one opens at 18:00 [1].', '08:30'],
  [ZOHLAR, 'Jonas Brandt is the manager in Munich [1].', 'Aylin Demir'],
  [ZOHLAR, 'Tomasz Wrobel is the safety officer in Dresden [1].', 'Aylin Demir'],
  // variants of our own
  [DEPOTS, 'Sander Mol manages the Zwolle depot [1].', 'Naomi Verbeek'],
  [DEPOTS, 'In Delft, the first aider is Sander Mol [1].', 'Naomi Verbeek'],
  [SCHEDULE, 'Day two closes at 09:00 [1].', '16:30'],
  [ROTA, 'Ruben Costa heads Lab 1 [1].', 'Priya Nair'],
  [ROTA, 'The safety officer of Lab 3 is Mei Tanaka [1].', 'Priya Nair'],
  [ROTA, 'Lab 2’s deputy is Mei Tanaka [1].', 'Priya Nair'],
];

const RIGHT: Array<[string, string]> = [
  [DEPOTS, 'The Zwolle depot is managed by Naomi Verbeek [1].'],
  [DEPOTS, 'Sander Mol is the first aider in Zwolle [1].'],
  [DEPOTS, 'The Delft depot is managed by Sander Mol [1].'],
  [DEPOTS_CSV, 'In Delft, the first aider is Naomi Verbeek [1].'],
  [SITES, 'Tim Vos manages the Gouda site [1].'],
  [SITES, 'Lars Jong is the fire warden in Leiden [1].'],
  [SITES, 'In Breda, Lars Jong is the manager and Eva Bakker is the first aider [1].'],
  [SCHEDULE, 'Day one opens at 08:30 and closes at 18:00 [1].'],
  [SCHEDULE, 'Day two runs from 09:00 to 16:30 [1].'],
  [ZOHLAR, 'Aylin Demir is the manager in Munich [1].'],
  [ZOHLAR, 'Jonas Brandt is the safety officer in Munich [1].'],
  [ROTA, 'Mei Tanaka heads Lab 3 and Ruben Costa is its deputy [1].'],
];

describe('a value from the same row’s other column is flagged, also when another row holds it (u37b F1, u37d W5/W6)', () => {
  for (const [text, answer, says] of WRONG) {
    it(`flags “${answer}”`, () => {
      const n = note(answer, text);
      expect(n).toMatch(/^Passage 1 does not say this/);
      expect(n).toContain(`it says “${says}”`);
    });
  }
  for (const [text, answer] of RIGHT) {
    it(`leaves “${answer}” alone`, () => {
      expect(unsupportedCitations(answer, [text])).toEqual([]);
    });
  }
  it('says a row’s value once when two rules find it', () => {
    const n = note('Day one closes at 16:30 [1].', SCHEDULE);
    expect(n.match(/does not mention “16:30”/g)).toHaveLength(1);
  });
});
