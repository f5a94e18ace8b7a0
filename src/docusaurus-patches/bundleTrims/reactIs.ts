/** `react-is` for react-router (./routerDeps.ts): the one function it imports. */
export {isValidElementType} from './routerDeps';
