// The gate's Preact path, on Preact: React imports of this file and of the component resolve to
// preact/compat, as they do in a CLIENT_RUNTIME=preact browser bundle.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

vi.mock('react', async () => import('preact/compat'));
vi.mock('react/jsx-runtime', async () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', async () => import('preact/compat/jsx-dev-runtime'));

const {useState} = await import('preact/compat');
const {hydrate} = await import('preact');
const {default: HydrationGate} = await import('@site/src/components/HydrationGate');
const {default: useIsBrowser} = await import('@docusaurus/useIsBrowser');
const {Context: BrowserContext} = await import('@docusaurus/core/lib/client/browserContext');

function Counter({label}: {label: string}) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {String(count)}
    </button>
  );
}

function Page() {
  return (
    <div id="app">
      <Counter label="navbar" />
      <HydrationGate name="page" contents>
        <h1>Title</h1>
        <Counter label="content" />
        <HydrationGate name="table">
          <section>
            <Counter label="nested" />
          </section>
        </HydrationGate>
      </HydrationGate>
      <HydrationGate name="footer">
        <footer>
          <Counter label="footer" />
        </footer>
      </HydrationGate>
    </div>
  );
}

/** What the server (React) renders for <Page/>: the gate's element, no boundary markers. */
const SERVER_HTML =
  '<div id="app"><button type="button">navbar 0</button><div class="contents"><h1>Title</h1><button type="button">content 0</button><section><button type="button">nested 0</button></section></div><footer><button type="button">footer 0</button></footer></div>';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  vi.stubGlobal('__SITE_CLIENT_RUNTIME__', 'preact');
  document.documentElement.dataset.hasHydrated = 'false';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.hasHydrated;
  document.body.innerHTML = '';
});

describe('HydrationGate on Preact', () => {
  it('keeps the server-rendered nodes and hydrates each gate in a later task of its own', async () => {
    const container = document.createElement('div');
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    const before = [...container.querySelectorAll('*')];
    const button = (label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent!.startsWith(label))!;

    hydrate(<Page />, container);
    // First pass: the ungated part is live, the gated parts are the server's nodes, not yet live.
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(true);
    button('navbar').click();
    await Promise.resolve();
    expect(button('navbar').textContent).toBe('navbar 1');
    button('content').click();
    await Promise.resolve();
    expect(button('content').textContent).toBe('content 0');

    // Docusaurus marks the first pass done; the nested gate, met when the page opens, still waits.
    document.documentElement.dataset.hasHydrated = 'true';
    while (!button('content').textContent!.endsWith('1')) {
      await nextTask();
      button('content').click();
      await Promise.resolve();
    }
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(true);
    for (let i = 0; i < 10 && document.documentElement.hasAttribute('data-hydration-pending'); i++) await nextTask();
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(false);
    button('nested').click();
    button('footer').click();
    await nextTask();
    expect(button('nested').textContent).toBe('nested 1');
    expect(button('footer').textContent).toBe('footer 1');
    // No node was replaced or added: every element is the one the server sent.
    expect([...container.querySelectorAll('*')]).toEqual(before);
  });

  it('hydrates a deferred subtree with useIsBrowser() false, then renders its browser version', async () => {
    // What BrowserOnly and ThemedImage do: one markup on the server, another in the browser.
    function NeedsBrowser() {
      const isBrowser = useIsBrowser();
      return isBrowser ? <p className="live">ready</p> : <p className="fallback">needs JavaScript</p>;
    }
    // On the site, Docusaurus' root has switched useIsBrowser() to true by the time most gates
    // open (they open one per task, its effect runs after a frame): here it is true from the start.
    const App = () => (
      <BrowserContext.Provider value>
        <div id="app">
          <HydrationGate name="article">
            <article>
              <NeedsBrowser />
            </article>
          </HydrationGate>
        </div>
      </BrowserContext.Provider>
    );
    const container = document.createElement('div');
    container.innerHTML = '<div id="app"><article><p class="fallback">needs JavaScript</p></article></div>';
    document.body.append(container);
    const article = container.querySelector('article')!;
    hydrate(<App />, container);
    document.documentElement.dataset.hasHydrated = 'true';
    for (let i = 0; i < 10 && document.documentElement.hasAttribute('data-hydration-pending'); i++) await nextTask();
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(false);
    // The browser version with its own class: the fallback's element was replaced by an update
    // after hydration, not hydrated with the other markup (Preact would keep class="fallback").
    // Effects run after a frame: wait for it (2 s at most on a busy machine).
    await vi.waitFor(() => expect(article.innerHTML).not.toContain('needs JavaScript'), {timeout: 2000, interval: 20});
    expect(container.querySelector('article')).toBe(article);
    expect(article.innerHTML).toBe('<p class="live">ready</p>');
  });

  it('renders straight through after the first hydration (client-side navigation)', () => {
    document.documentElement.dataset.hasHydrated = 'true';
    const container = document.createElement('div');
    hydrate(<Page />, container);
    expect(container.querySelector('h1')?.textContent).toBe('Title');
    expect(container.querySelector('footer')).not.toBeNull();
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(false);
  });

  it('keeps a static part as the server sent it, also when the page renders again; an interactive one hydrates', async () => {
    let rerender: (n: number) => void = () => undefined;
    function Shell() {
      const [n, setN] = useState(0);
      rerender = setN;
      return (
        <div id="app">
          <p className="count">{String(n)}</p>
          <HydrationGate name="footer" static>
            <footer>
              <Counter label="static" />
            </footer>
          </HydrationGate>
          <HydrationGate name="article" static="unlessInteractive">
            <article>
              <Counter label="islands" />
            </article>
          </HydrationGate>
          <HydrationGate name="plain" static="unlessInteractive">
            <article>
              <a href="/x">x</a>
            </article>
          </HydrationGate>
        </div>
      );
    }
    const container = document.createElement('div');
    container.innerHTML =
      '<div id="app"><p class="count">0</p><div class="contents" data-static-part="footer"><footer><button type="button">static 0</button></footer></div>' +
      '<div class="contents" data-static-part="article"><article><button type="button">islands 0</button></article></div>' +
      '<div class="contents" data-static-part="plain"><article><a href="/x">x</a></article></div></div>';
    document.body.append(container);
    const before = [...container.querySelectorAll('*')];
    const button = (label: string) => [...container.querySelectorAll('button')].find((b) => b.textContent!.startsWith(label))!;
    hydrate(<Shell />, container);
    document.documentElement.dataset.hasHydrated = 'true';
    for (let i = 0; i < 10 && document.documentElement.hasAttribute('data-hydration-pending'); i++) await nextTask();
    expect(document.documentElement.hasAttribute('data-hydration-pending')).toBe(false);
    // The part with a button hydrated (as a deferred gate); the static one never does.
    button('islands').click();
    button('static').click();
    await nextTask();
    expect(button('islands').textContent).toBe('islands 1');
    expect(button('static').textContent).toBe('static 0');
    expect(Object.keys(container.querySelector('a')!)).toEqual([]);
    // The page renders again: the static parts stay as they are.
    rerender(1);
    await nextTask();
    expect(container.querySelector('.count')!.textContent).toBe('1');
    button('static').click();
    await nextTask();
    expect(button('static').textContent).toBe('static 0');
    expect([...container.querySelectorAll('*')]).toEqual(before);
    expect(container.innerHTML).toContain('<footer><button type="button">static 0</button></footer>');
  });

  it('renders a static part in full on a page reached after the first hydration', async () => {
    document.documentElement.dataset.hasHydrated = 'true';
    const container = document.createElement('div');
    document.body.append(container);
    hydrate(
      <HydrationGate name="footer" static>
        <footer>
          <Counter label="footer" />
        </footer>
      </HydrationGate>,
      container,
    );
    const button = container.querySelector('button')!;
    expect(container.querySelector('[data-static-part="footer"].contents > footer > button')).toBe(button);
    button.click();
    await nextTask();
    expect(button.textContent).toBe('footer 1');
  });
});
