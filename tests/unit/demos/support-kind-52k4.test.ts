/**
 * s52-k4 (issue 28, u35b F5.7): another kind of the same thing. "The second instalment is paid after the final report
 * [1]" passed where the passage says "the second after the interim report" and never writes "final". Passage as the
 * page sent it (/tmp/u35b/mock-requests.log) and variants; every flagged row passed on 871cf997.
 */
import {supportRows} from './fixtures/supportRows';

const PAYMENTS = 'Payments: Grants under 5,000 euros are paid in one instalment. Grants of 5,000 euros or more are paid in two instalments, the second after the interim report.';
const PARKING = 'Parking. Staff park in the west car park. Visitors use the spaces in front of reception.';
const SAFETY = 'Safety. Near misses are reported in the safety log within 48 hours. Eating and drinking are never allowed in the lab, including sealed bottles.';

const WRONG: Array<[string, string, string]> = [
  [PAYMENTS, 'The second instalment is paid after the final report [1].', 'interim report'],
  [PAYMENTS, 'Grants of 6,000 euros are paid in two instalments, the second after the annual report [1].', 'interim report'],
  [PARKING, 'Staff park in the east car park [1].', 'west car'],
];

const RIGHT: Array<[string, string]> = [
  [PAYMENTS, 'The second instalment is paid after the interim report [1].'],
  [PARKING, 'Staff park in the west car park [1].'],
  [SAFETY, 'Near misses are logged within 48 hours [1].'],
  [SAFETY, 'No, eating and drinking are never allowed in the lab, not even sealed bottles [1].'],
];

supportRows('a kind the passage never names, where it names another of the same thing, is flagged (u35b F5.7)', WRONG, RIGHT);
