// The page's only script tag. The prerendered HTML and its stylesheet are the
// whole page; the app that hydrates it starts once the browser reports the
// first contentful paint, so nothing downloads or runs ahead of what the
// visitor reads. The build names the app's entry in <meta name="pixellift:entry">.
(function () {
  var entry = document.querySelector('meta[name="pixellift:entry"]');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.getAttribute('content');
    document.head.appendChild(script);
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- optional catch binding is too new for the browsers this fallback is for
  } catch (unsupported) {
    // No paint timing (older browsers): start after the load event instead.
  }
  // Never wait for ever: a page opened in a background tab may not paint for a while.
  addEventListener('load', function () {
    setTimeout(start, 1000);
  });
})();
