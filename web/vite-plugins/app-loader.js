/**
 * The prerendered HTML's one inline script (vite-plugins/prerender-shell.ts inlines this function
 * and calls it with the build's `config`; decision 028). Once the shell has painted (after the first
 * frame, or 200 ms in a tab that draws no frames), it starts the app's scripts, so the first paint
 * waits for no script on any network; and, on the address of a landing route, what that page needs
 * next, which would otherwise start only once the app's scripts had arrived and run:
 * - the page's chunks and stylesheets (`files`),
 * - its texts in the visitor's saved language, else the default (and the shell's, which only the
 *   default language has bundled),
 * - a guest's first API calls (`calls`: the GET addresses the app starts with, `{0}` standing for
 *   the address's first parameter), only without a query, which changes them.
 * The app then gets each from the browser's preload cache. Plain script (no module, no build
 * step): it runs before anything else.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called where it is inlined
function loadApp(config) {
  var started = false;

  function preload(rel, href, as) {
    var link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  function stored(key) {
    try {
      return JSON.parse(localStorage.getItem(key));
    } catch {
      return null;
    }
  }

  /**
   * A guest's calls as preloads, which the app's fetch then finds in the browser's preload cache (a
   * member's carry the session's header, which a preload cannot).
   */
  function startCalls(route, match) {
    if (stored(config.sessionKey)) return;
    route.calls.forEach(function (call) {
      var address = call.replace(/\{(\d+)\}/g, function (_, index) {
        return encodeURIComponent(match[Number(index) + 1]);
      });
      preload('preload', address, 'fetch');
    });
  }

  function start() {
    if (started) return;
    started = true;
    document.head.appendChild(document.getElementById('app-scripts').content.cloneNode(true));
    for (var i = 0; i < config.routes.length; i++) {
      var route = config.routes[i];
      var match = new RegExp(route.pattern, 'i').exec(location.pathname);
      if (!match) continue;
      route.files.forEach(function (href) {
        if (/\.css$/.test(href)) preload('preload', href, 'style');
        else preload('modulepreload', href);
      });
      var language = stored(config.languageKey);
      if (!config.texts[language]) language = config.defaultLanguage;
      var namespaces = route.namespaces.concat(
        language === config.defaultLanguage ? [] : config.shellNamespaces,
      );
      namespaces.forEach(function (namespace) {
        var href = config.texts[language][namespace];
        if (href) preload('modulepreload', href);
      });
      if (!location.search) startCalls(route, match);
      return;
    }
  }

  requestAnimationFrame(function () {
    setTimeout(start);
  });
  setTimeout(start, 200);
}
