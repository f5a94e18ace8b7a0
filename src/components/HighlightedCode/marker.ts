/**
 * The attribute on a code-block button group added without the app (./staticButtons.ts); the
 * hydration gates do not count its buttons as interactive (src/components/HydrationGate). A file
 * of its own, so the gates, in every page's main.js, do not import the buttons' code.
 */
export const STATIC_BUTTONS = 'data-static-code-buttons';
