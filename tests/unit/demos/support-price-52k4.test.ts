/**
 * s52-k4 (issue 28, u35b F5.4): a price only the neighboring sentence holds. "No, flu vaccinations cost 35 euros for
 * staff [1]" passed where "Flu vaccinations are free for all staff" and the 35 euros are the travel vaccinations' of the
 * next sentence. Passage as the page sent it (/tmp/u35b/mock-requests.log) and variants; every flagged row passed on
 * 7fb4a7eb.
 */
import {supportRows} from './fixtures/supportRows';

const VACCINES = 'Vaccinations: Flu vaccinations are free for all staff. Travel vaccinations cost 35 euros for staff and 60 euros for family members.';
const BADGES = 'Badges. The first badge is free of charge. A replacement badge costs 15 euros.';

const WRONG: Array<[string, string, string]> = [
  [VACCINES, 'No, flu vaccinations cost 35 euros for staff [1].', 'free'],
  [VACCINES, 'Flu vaccinations cost 60 euros for family members [1].', 'free'],
  [BADGES, 'The first badge costs 15 euros [1].', 'free of charge'],
];

const RIGHT: Array<[string, string]> = [
  [VACCINES, 'Travel vaccinations cost 35 euros for staff [1].'],
  [VACCINES, 'No, flu vaccinations are free for all staff [1].'],
  [BADGES, 'A replacement badge costs 15 euros [1].'],
];

supportRows('a price where the sentence about that subject says it is free is flagged (u35b F5.4)', WRONG, RIGHT);
