import '@testing-library/jest-dom/vitest';
import {cleanup} from '@testing-library/react';
import {afterEach} from 'vitest';

afterEach(() => {
  cleanup();
  // Test files may opt into the node environment, which has no Web Storage.
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// src/docusaurus-patches/clientRuntime defines this for the site's bundles; components under test run on React.
(globalThis as {__SITE_CLIENT_RUNTIME__?: string}).__SITE_CLIENT_RUNTIME__ = 'react';
