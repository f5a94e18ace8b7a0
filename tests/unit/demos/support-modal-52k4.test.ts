/**
 * s52-k4 (issue 28): a choice where the passage states a duty. u35b F5.3 "Laptops with patient data may be encrypted"
 * (passage: "must be encrypted"), F5.6 "Unspent funds may be kept by the grant holder" ("must be returned"); u35d F2 V14
 * "Pages can be acknowledged whenever convenient" ("must be acknowledged within 15 minutes"). Passages as the pages sent
 * them (/tmp/u35b/mock-requests.log, /tmp/u35d/results_model_cases2.json) and variants; every flagged row but the
 * fourth (flagged before by another rule) passed on 97c18941.
 */
import {supportRows} from './fixtures/supportRows';

const DATA = 'Data protection: Patient records are kept for 15 years. Records may not be taken home on paper. Laptops with patient data must be encrypted.';
const GRANTS = 'Reporting: Grant holders must send a final report within 60 days of the end of the project. Unspent funds must be returned.';
const ONCALL = 'On-call. The on-call coordinator is Daniel Osei. Pages must be acknowledged within 15 minutes, otherwise the page goes to the backup engineer.';
const LAPTOPS = 'Hardware. Old laptops must be returned within 10 working days of receiving the new one. Staff may take their old headset home.';
const VISITORS = 'Visitors: Visitors must sign in at reception and wear a badge. Staff may bring up to two guests to the canteen.';

const WRONG: Array<[string, string, string]> = [
  [DATA, 'Laptops with patient data may be encrypted [1].', 'must be encrypted'],
  [GRANTS, 'Unspent funds may be kept by the grant holder [1].', 'must be returned'],
  [ONCALL, 'Pages can be acknowledged whenever convenient [1].', 'must be acknowledged'],
  // variants
  [LAPTOPS, 'Old laptops may be kept by staff after the new one arrives [1].', 'must be returned'],
  [VISITORS, 'Visitors can sign in at reception if they wish [1].', 'must sign'],
  [ONCALL, 'Pages could be acknowledged the next morning [1].', 'must be acknowledged'],
];

const RIGHT: Array<[string, string]> = [
  [DATA, 'Laptops with patient data must be encrypted [1].'],
  [LAPTOPS, 'Old laptops may be kept for up to 10 working days after the new one arrives, then returned [1].'],
  [LAPTOPS, 'Staff may take their old headset home [1].'],
  [VISITORS, 'Staff may bring up to two guests to the canteen [1].'],
  [VISITORS, 'Yes, visitors can sign in at reception [1].'],
  [DATA, 'Records may not be taken home on paper [1].'],
];

supportRows('“may” or “can” where the passage says “must” is flagged (u35b F5.3, F5.6, u35d F2 V14)', WRONG, RIGHT);
