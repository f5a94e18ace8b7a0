/**
 * The head manager (src/docusaurus-patches/headManager) during the first page's hydration: the
 * head is the server's, so the `<Helmet>`s mounted by the root pass and by each hydration gate
 * leave its title and tags alone until the first hydration is over (`<html data-has-hydrated="true">`
 * and no `data-hydration-pending`, src/components/HydrationGate/queue.ts); then they are applied
 * once, when the browser is idle. `<html>` attributes are applied at once: Docusaurus sets
 * `data-has-hydrated` itself through a `<Head>` (core `lib/client/hasHydratedDataAttribute.js`),
 * so waiting for it there would wait for good. A client-side navigation applies at once.
 * (A file of its own: the manager remembers the first page from when it was imported.)
 */
// @vitest-environment jsdom
import {act} from 'react';
import {createRoot, type Root} from 'react-dom/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {ReactElement} from 'react';

const root = document.documentElement;
let container: HTMLDivElement;
let app: Root;
let manager: typeof import('@site/src/docusaurus-patches/headManager');

beforeEach(async () => {
  vi.resetModules();
  window.history.replaceState({}, '', '/docs/intro');
  document.head.innerHTML = '<title>Intro | Site</title><meta name="description" content="Server." data-rh="true">';
  root.setAttribute('data-has-hydrated', 'false');
  // Imported on the first page, as the browser bundle is.
  manager = await import('@site/src/docusaurus-patches/headManager');
  container = document.createElement('div');
  document.body.append(container);
  app = createRoot(container);
});

afterEach(async () => {
  await act(async () => app.unmount());
  container.remove();
  document.head.innerHTML = '';
  for (const name of ['data-has-hydrated', 'data-hydration-pending', 'lang', 'data-rh']) root.removeAttribute(name);
});

async function mount(children: ReactElement): Promise<void> {
  const {Helmet, HelmetProvider} = manager;
  await act(async () => app.render(<HelmetProvider><Helmet>{children}</Helmet></HelmetProvider>));
}

const idle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 400));

describe('head manager on the first page', () => {
  it('leaves the server head alone while the first hydration runs, then applies it once idle', async () => {
    await mount(<title>Client title</title>);
    root.setAttribute('data-hydration-pending', '');
    await idle();
    expect(document.title, 'root pass: the server title stays').toBe('Intro | Site');
    await act(async () => root.setAttribute('data-has-hydrated', 'true'));
    await idle();
    expect(document.title, 'gates still hydrating: the server title stays').toBe('Intro | Site');
    await act(async () => root.removeAttribute('data-hydration-pending'));
    await idle();
    expect(document.title, 'first hydration over: the head is applied').toBe('Client title');
    expect(document.head.querySelector('meta[name="description"]'), 'a server tag no mounted tag replaces stays').not.toBeNull();
  });

  it('sets <html> attributes at once (Docusaurus marks its hydration through <Head>), the title after the gates', async () => {
    const {Helmet, HelmetProvider} = manager;
    const page = (hydrated: boolean): ReactElement => (
      <HelmetProvider>
        <Helmet>
          <html data-has-hydrated={String(hydrated)} />
        </Helmet>
        <Helmet>
          <title>Client title</title>
        </Helmet>
      </HelmetProvider>
    );
    await act(async () => app.render(page(false)));
    root.setAttribute('data-hydration-pending', '');
    await act(async () => app.render(page(true)));
    expect(root.getAttribute('data-has-hydrated'), 'the root pass is over').toBe('true');
    await idle();
    expect(document.title, 'gates still hydrating: the server title stays').toBe('Intro | Site');
    await act(async () => root.removeAttribute('data-hydration-pending'));
    await idle();
    expect(document.title).toBe('Client title');
  });

  it('applies at once after a client-side navigation during the first hydration', async () => {
    window.history.pushState({}, '', '/docs/other');
    await mount(<title>Other | Site</title>);
    expect(document.title).toBe('Other | Site');
  });

  it('applies at once when the page has hydrated already', async () => {
    root.setAttribute('data-has-hydrated', 'true');
    await mount(<title>Later | Site</title>);
    expect(document.title).toBe('Later | Site');
  });
});
