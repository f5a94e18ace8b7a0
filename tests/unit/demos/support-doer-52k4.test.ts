/**
 * s52-k4 (issue 28, u35b F5.1): another doer said first. "The company pays the first 300 euros of any damage [1]" passed
 * where the passage says "Drivers pay the first 300 euros of any damage they cause" (the page: "another agent ('paid by
 * the company' where it says 'paid by the driver')" is flagged; only the "paid by" form was read). Passage as the page
 * sent it (/tmp/u35b/mock-requests.log) and variants; every flagged row passed on b46e93b0.
 */
import {supportRows} from './fixtures/supportRows';

const DAMAGE = '## Damage\n\nDamage must be reported within 24 hours to the fleet manager, Hugo Lindqvist. Drivers pay the first 300 euros of any damage they cause.';
const TRAINING = 'Training. Each team lead approves the training plan of their team. The academy books the trainers.';

const WRONG: Array<[string, string, string]> = [
  [DAMAGE, 'The company pays the first 300 euros of any damage [1].', 'Drivers'],
  [DAMAGE, 'Our insurer pays the first 300 euros of any damage [1].', 'Drivers'],
  [TRAINING, 'Every employee approves the training plan of their team [1].', 'Each team lead'],
  [TRAINING, 'Managers book the trainers [1].', 'The academy'],
];

const RIGHT: Array<[string, string]> = [
  [DAMAGE, 'Drivers pay the first 300 euros of any damage they cause [1].'],
  [DAMAGE, 'The driver pays the first 300 euros of any damage [1].'],
  [TRAINING, 'The academy books the trainers [1].'],
  [TRAINING, 'If a plan changes, the team lead approves the training plan again [1].'],
];

supportRows('another doer said before the verb is flagged (u35b F5.1)', WRONG, RIGHT);
