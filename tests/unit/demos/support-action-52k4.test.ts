/**
 * s52-k4 (issue 28, u35b F5.9): another action in an instruction. "Email your shift lead before 07:00 [1]" passed where
 * the passage says "Staff who are ill must call their shift lead before 07:00" and never writes "email". Passage as the
 * page sent it (/tmp/u35b/mock-requests.log) and variants; the first two rows passed on 71675996
 * (the third was flagged there already and guards the rule).
 */
import {supportRows} from './fixtures/supportRows';

const SICK = "Sick leave: Staff who are ill must call their shift lead before 07:00. A doctor's note is required from the third day of absence.";
const KEYS = 'Keys. Return the key to the front desk when you leave. Lost keys must be reported to security.';

const WRONG: Array<[string, string, string]> = [
  [SICK, 'Email your shift lead before 07:00 [1].', 'call'],
  [SICK, 'Text your shift lead before 07:00 if you are ill [1].', 'call'],
  [KEYS, 'Keep the key when you leave [1].', 'Return'],
];

const RIGHT: Array<[string, string]> = [
  [SICK, 'Call your shift lead before 07:00 [1].'],
  [KEYS, 'Return the key to the front desk when you leave [1].'],
];

supportRows('an instruction whose verb the passage never writes, where it writes another before the same object, is flagged (u35b F5.9)', WRONG, RIGHT);
