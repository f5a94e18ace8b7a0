/** The part of nprogress (untyped CommonJS) that `nprogress.ts` uses: theme-classic's calls. */
declare module 'nprogress' {
  const nprogress: {configure(options: {showSpinner: boolean}): unknown; start(): unknown; done(): unknown};
  export default nprogress;
}
