/** `hoist-non-react-statics` for react-router's withRouter (./routerDeps.ts). */
import {hoistNonReactStatics} from './routerDeps';

export default hoistNonReactStatics;
