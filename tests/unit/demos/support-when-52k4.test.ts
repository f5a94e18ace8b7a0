/**
 * s52-k4 (issue 28): when. u35d F2 W9: "Hardware changes happen on Thursdays …" passed where the passage says
 * "Tuesdays" (a wrong time was caught, a wrong day not); u35b F5.8: "… every day" where the passage says "on weekdays.
 * It is closed on Sundays."; u35b F5.10: "four uniforms per month" where it says "per year". Tester rows (passages as
 * the page sent them, /tmp/u35d/results_model_cases.json, /tmp/u35b/mock-requests.log) and variants; every flagged row
 * here passed on d4772e0b.
 */
import {supportRows} from './fixtures/supportRows';

const CHANGES = 'Change windows. Hardware changes happen on Tuesdays between 22:00 and 02:00. Emergency changes need approval from the infrastructure lead, Priya Raman.';
const CLINIC = 'Northgate clinic: The Northgate clinic opens at 09:00 and closes at 20:00 on weekdays. It is closed on Sundays. Its manager is Ilse Verhoeven.';
const UNIFORMS = 'Uniforms: Each nurse receives four uniforms per year. Uniforms are washed by the clinic laundry, not at home.';
const DESK = 'Help desk. The help desk is staffed Monday to Friday from 08:00 to 18:00. Tickets are reviewed weekly by the service owner.';

// [passage, wrong answer, what the note names that the passage says]
const WRONG: Array<[string, string, string]> = [
  [CHANGES, 'Hardware changes happen on Thursdays between 22:00 and 02:00 [1].', 'Tuesdays'],
  [CLINIC, 'The Northgate clinic opens at 09:00 and closes at 20:00 every day [1].', 'weekdays'],
  [UNIFORMS, 'Each nurse receives four uniforms per month [1].', 'per year'],
  // variants
  [CHANGES, 'Hardware changes happen on Saturday nights [1].', 'Tuesdays'],
  [DESK, 'The help desk is staffed on Sundays from 08:00 to 18:00 [1].', 'Monday'],
  [CLINIC, 'The Northgate clinic is open daily from 09:00 to 20:00 [1].', 'closed on Sundays'],
  [DESK, 'Tickets are reviewed daily by the service owner [1].', 'weekly'],
  [UNIFORMS, 'Each nurse receives four uniforms a week [1].', 'per year'],
];

const RIGHT: Array<[string, string]> = [
  [CHANGES, 'Hardware changes happen on Tuesdays between 22:00 and 02:00 [1].'],
  [CLINIC, 'The Northgate clinic opens at 09:00 and closes at 20:00 on weekdays [1].'],
  [CLINIC, 'The Northgate clinic is open on Wednesdays [1].'],
  [DESK, 'The help desk is staffed on Wednesdays from 08:00 to 18:00 [1].'],
  [DESK, 'Tickets are reviewed every week by the service owner [1].'],
  [UNIFORMS, 'Each nurse receives four uniforms a year [1].'],
  [UNIFORMS, 'Each nurse receives four uniforms annually [1].'],
];

supportRows('a day, “every day” or a period the passage states otherwise is flagged (u35d F2 W9, u35b F5.8, F5.10)', WRONG, RIGHT);
