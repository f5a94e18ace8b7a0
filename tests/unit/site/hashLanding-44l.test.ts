/** Task 44l (issue 28, u29u C1): which route changes hold a place on the page (src/clientModules/hashLanding.ts). */
import {describe, expect, it} from 'vitest';
import {landsOnHash} from '@site/src/clientModules/hashLanding';

describe('landsOnHash', () => {
  it.each([
    [{pathname: '/docs/a', hash: '#h'}, {pathname: '/learning-hub/intro', hash: ''}, true],
    [{pathname: '/docs/a', hash: '#h'}, null, true],
    [{pathname: '/docs/a', hash: '#h2'}, {pathname: '/docs/a', hash: '#h'}, true],
    [{pathname: '/docs/a', hash: '#h'}, {pathname: '/docs/a', hash: '#h'}, false],
    [{pathname: '/docs/a', hash: ''}, {pathname: '/learning-hub/intro', hash: ''}, false],
  ])('%j from %j → %s', (location, previous, want) => expect(landsOnHash(location, previous)).toBe(want));
});
