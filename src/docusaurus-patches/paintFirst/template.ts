/**
 * The HTML shell of every page (Docusaurus `ssrTemplate`), Docusaurus' own template
 * (@docusaurus/core/lib/ssg/ssgTemplate.html.js) with one change: the app's scripts are
 * preloaded (`data-app-script`) instead of run with `defer`, and START_SCRIPTS_AFTER_PAINT starts
 * them once the page is on screen (see ./index.ts). Kept compact: Docusaurus copies the site
 * config, this string included, into the browser bundle.
 */
export const SSR_TEMPLATE = [
  '<!DOCTYPE html><html <%~ it.htmlAttributes %>><head><meta charset="UTF-8">',
  '<meta name="generator" content="Docusaurus v<%= it.version %>">',
  '<% it.metaAttributes.forEach((m) => { %><%~ m %><% }); %><%~ it.headTags %>',
  '<% const hoisted = it.appHtml.match(/^(?:<link [^>]*>)*/)[0]; %><%~ hoisted %>',
  '<% it.stylesheets.forEach((s) => { %><link rel="stylesheet" href="<%= it.baseUrl %><%= s %>"><% }); %>',
  '<% it.scripts.forEach((s) => { %><link rel="preload" as="script" fetchpriority="low" data-app-script href="<%= it.baseUrl %><%= s %>"><% }); %>',
  '</head><body <%~ it.bodyAttributes %>><%~ it.preBodyTags %><div id="__docusaurus"><%~ it.appHtml.slice(hoisted.length) %></div><%~ it.postBodyTags %></body></html>',
].join('\n');

/**
 * Starts the scripts preloaded by the template, in document order, once the browser reports the
 * first contentful paint (the paint timing entry arrives after the frame is on screen). A hidden
 * tab (background, prerender) paints nothing, so it starts them at once; a browser without paint
 * timing starts them after two frames. If no paint is reported within 3 s (a page without text),
 * they start anyway. Inserted scripts with `async = false` run in insertion order. Plain ES5: it
 * runs before any bundle, on every page.
 */
export const START_SCRIPTS_AFTER_PAINT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    // The first localeCompare builds ICU's collator (~6 ms, ~25 ms on a throttled phone); the
    // docs client sorts with it while hydrating, so it is built here, in a task of its own.
    ''.localeCompare('');
    var links = document.querySelectorAll('link[data-app-script]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      script.async = false;
      document.body.appendChild(script);
    }
  }
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, {once: true});
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({type: 'paint', buffered: true});
    setTimeout(start, 3000);
  } else {
    requestAnimationFrame(function () { requestAnimationFrame(function () { setTimeout(start, 0); }); });
  }
})();`;
