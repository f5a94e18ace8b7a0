/*
 * Site analytics helper, loaded async on every page next to the Google tag.
 * - Sends nothing by itself, and nothing before the reader agreed: events go to gtag only while
 *   the consent state (window.__capConsent, set by the consent client module) is "granted".
 * - Honours Do Not Track and Global Privacy Control: sets Google's documented
 *   `ga-disable-<ID>` flag so no hit is sent for this visitor.
 * - Records clicks on outbound links as `click` events (link domain and URL only).
 * It must never break a page: every step is guarded, and a missing or blocked
 * gtag simply means nothing is recorded.
 */
(function (win, doc) {
  'use strict';

  function measurementIds() {
    var ids = [];
    // The consent snippet in the page head lists the ids (gtag.js itself loads only after consent).
    var setup = win.__capGtag;
    if (setup && setup.ids && setup.ids.length) {
      for (var k = 0; k < setup.ids.length; k++) if (ids.indexOf(setup.ids[k]) < 0) ids.push(setup.ids[k]);
    }
    var scripts = doc.querySelectorAll('script[src*="googletagmanager.com/gtag/js"]');
    for (var i = 0; i < scripts.length; i++) {
      try {
        var id = new URL(scripts[i].src).searchParams.get('id');
        if (id && ids.indexOf(id) < 0) ids.push(id);
      } catch (e) {
        /* an unparsable src is not ours to report */
      }
    }
    return ids;
  }

  function optedOut() {
    var nav = win.navigator || {};
    var dnt = nav.doNotTrack || win.doNotTrack || nav.msDoNotTrack;
    return dnt === '1' || dnt === 'yes' || nav.globalPrivacyControl === true;
  }

  function consented() {
    var consent = win.__capConsent;
    return Boolean(consent && consent.analytics === 'granted') && !optedOut();
  }

  function disable(ids) {
    for (var i = 0; i < ids.length; i++) win['ga-disable-' + ids[i]] = true;
  }

  function isOutbound(anchor) {
    try {
      var url = new URL(anchor.href, win.location.href);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== win.location.host;
    } catch (e) {
      return false;
    }
  }

  function onClick(event) {
    try {
      var target = event.target;
      var anchor = target && target.closest ? target.closest('a[href]') : null;
      if (!anchor || !isOutbound(anchor) || typeof win.gtag !== 'function' || !consented()) return;
      var url = new URL(anchor.href, win.location.href);
      win.gtag('event', 'click', {
        event_category: 'outbound',
        link_domain: url.host,
        link_url: url.origin + url.pathname,
        transport_type: 'beacon',
      });
    } catch (e) {
      /* analytics must never interfere with navigation */
    }
  }

  var ids = measurementIds();
  var disabled = optedOut();
  if (disabled) disable(ids);
  else doc.addEventListener('click', onClick, true);

  win.__capAnalytics = {ids: ids, disabled: disabled};
})(window, document);
