/**
 * The delegated listener for links in static parts (src/docusaurus-patches/islands/staticLinks.ts):
 * the router gets exactly the clicks Docusaurus' Link would have handled.
 */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {isAppRoute, listenToStaticLinks, addStaticAction, routerTarget, staticLinkOf} from '@site/src/docusaurus-patches/islands/staticLinks';
import {loadAllRoutes, routesComplete} from '@site/src/docusaurus-patches/routeChunks/routes';

const HERE = {href: 'http://127.0.0.1/docs/intro', origin: 'http://127.0.0.1', pathname: '/docs/intro', search: ''};

function link(attributes: Record<string, string>, inStaticPart = true): HTMLAnchorElement {
  const part = document.createElement('div');
  if (inStaticPart) part.dataset.staticPart = 'footer';
  const a = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
  a.append(document.createElement('span'));
  part.append(a);
  document.body.append(part);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('static links', () => {
  it('knows the app routes from the generated route table, never the catch-all 404', () => {
    expect(isAppRoute('/docs/strategy/intro')).toBe(true);
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/rss.xml')).toBe(false);
    expect(isAppRoute('/docs/missing')).toBe(false);
  });

  it('hands internal page links to the router, with query and hash', () => {
    expect(routerTarget(link({href: '/docs/strategy/intro'}), HERE)).toBe('/docs/strategy/intro');
    expect(routerTarget(link({href: '/blog?page=2#top'}), HERE)).toBe('/blog?page=2#top');
    expect(routerTarget(link({href: 'strategy/intro'}), HERE)).toBe('/docs/strategy/intro');
    expect(routerTarget(link({href: '/docs/strategy/intro', target: '_self'}), HERE)).toBe('/docs/strategy/intro');
  });

  it('leaves to the browser what Link leaves to it', () => {
    const plain: Record<string, string>[] = [
      {href: '#section'},
      {href: '/docs/intro#section'},
      {href: 'https://example.com/docs/intro'},
      {href: '//example.com/x'},
      {href: 'mailto:someone@example.com'},
      {href: '/docs/strategy/intro', target: '_blank'},
      {href: '/docs/strategy/intro', download: ''},
      {href: '/rss.xml'},
      {href: '/docs/intro.md'},
    ];
    for (const attributes of plain) {
      expect(routerTarget(link(attributes), HERE), JSON.stringify(attributes)).toBeNull();
    }
  });

  it('takes only plain primary clicks on links inside static parts', () => {
    const a = link({href: '/blog'});
    const target = a.firstElementChild!;
    const click = {defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, target};
    expect(staticLinkOf(click)).toBe(a);
    for (const change of [{defaultPrevented: true}, {button: 1}, {metaKey: true}, {ctrlKey: true}, {shiftKey: true}, {altKey: true}]) {
      expect(staticLinkOf({...click, ...change}), JSON.stringify(change)).toBeNull();
    }
    expect(staticLinkOf({...click, target: link({href: '/blog'}, false)})).toBeNull();
  });

  // Before the whole route table is in (src/docusaurus-patches/routeChunks/routes.ts): this test
  // runs first, while the table has the first page's routes only.
  it('before the whole route table is in, waits for it: a route goes to the router, another path to the browser', async () => {
    expect(routesComplete()).toBe(false);
    const push = vi.fn();
    const assign = vi.fn();
    const doc = {
      location: {...HERE, assign},
      addEventListener: document.addEventListener.bind(document),
      removeEventListener: document.removeEventListener.bind(document),
    } as unknown as Document;
    const stop = listenToStaticLinks(doc, push);
    const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}));
    expect(click(link({href: '/blog'})), 'kept from the browser while the table loads').toBe(false);
    expect(click(link({href: '/rss.xml'}))).toBe(false);
    expect(push).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/rss.xml'));
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/blog');
    expect(routesComplete()).toBe(true);
    stop();
  });

  it('listens once on the document: pushes router targets, runs actions first, and stops when removed', async () => {
    await loadAllRoutes();
    const push = vi.fn();
    const stop = listenToStaticLinks(document, push);
    const blog = link({href: '/blog'});
    const external = link({href: 'https://example.com/'});
    const settings = link({href: '/privacy#privacy-settings'});
    const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, button: 0}));
    expect(click(blog)).toBe(false);
    expect(push).toHaveBeenLastCalledWith('/blog');
    external.addEventListener('click', (event) => event.preventDefault());
    click(external);
    expect(push).toHaveBeenCalledTimes(1);
    const run = vi.fn(() => true);
    const removeAction = addStaticAction({selector: 'a[href$="#privacy-settings"]', run});
    expect(click(settings)).toBe(false);
    expect(run).toHaveBeenCalledWith(settings);
    expect(push).toHaveBeenCalledTimes(1);
    removeAction();
    stop();
    expect(click(blog)).toBe(true);
    expect(push).toHaveBeenCalledTimes(1);
  });
});
