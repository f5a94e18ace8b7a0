/** `prop-types` for react-router (./routerDeps.ts). */
import {PropTypes} from './routerDeps';

export default PropTypes;
