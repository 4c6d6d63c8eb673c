/**
 * The prerendered HTML's one inline script (vite-plugins/prerender-shell.ts inlines this function
 * and calls it with the build's `config`; decision 028). Once the shell has painted (after the first
 * frame, or 200 ms in a tab that draws no frames), it starts the app's scripts, so the first paint
 * waits for no script on any network; and, on the address of a landing route, what that page needs
 * next, which would otherwise start only once the app's scripts had arrived and run:
 * - the page's chunks and stylesheets (`files`),
 * - its texts in the visitor's saved language, else the default (and the shell's, which only the
 *   default language has bundled),
 * Plain script (no module, no build
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

  function start() {
    if (started) return;
    started = true;
    document.head.appendChild(document.getElementById('app-scripts').content.cloneNode(true));
    for (var i = 0; i < config.routes.length; i++) {
      var route = config.routes[i];
      if (!new RegExp(route.pattern, 'i').test(location.pathname)) continue;
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
      return;
    }
  }

  requestAnimationFrame(function () {
    setTimeout(start);
  });
  setTimeout(start, 200);
}
