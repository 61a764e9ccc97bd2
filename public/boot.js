// The page's only script tag. The prerendered HTML and its stylesheet are the
// whole page; the app that hydrates it starts once the browser reports the
// first contentful paint and the page has loaded (the first screen's photograph
// with it), so nothing downloads or runs ahead of what the visitor reads and sees. The build names the app's entry in <meta name="pixellift:entry">,
// with the SHA-384 of its bytes in data-integrity: the browser runs the entry
// only if what arrives is what was built (Subresource Integrity).
(function () {
  // Chromium offers installation (beforeinstallprompt) once it has read the manifest, which is
  // often before the app has started. Keep the offer for the app's "Install app" button
  // (src/hooks/useInstallPrompt.ts), and keep the browser from showing a banner of its own.
  addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.pixelliftInstallPrompt = event;
  });
  // The mobile menu's buttons open and close its <dialog> by invoker commands
  // (commandfor + command), which work before the app starts and with scripting
  // off. Browsers without them (Safari before 26.2, WebKitGTK 2.50) would leave
  // Menu dead until the app hydrates, and for good if it never starts: there,
  // carry out the two commands the site uses. Once hydrated, the app's own click
  // handlers run first (React listens at its root) and leave the dialog as asked,
  // so this finds nothing more to do.
  // The menu's buttons also name it as their popover target: the browser's own
  // fallback, which opens it as a popover (not modal) where this script never
  // arrives. With the dialog open as a modal, cancelling the click keeps that
  // fallback from running too. A Close pressed in a menu opened as a popover
  // (before this script arrived) is left to the fallback, which hides it.
  if (!('command' in HTMLButtonElement.prototype)) {
    document.addEventListener('click', function (event) {
      var button = event.target instanceof Element ? event.target.closest('button[commandfor]') : null;
      var dialog = button && document.getElementById(button.getAttribute('commandfor'));
      if (!(dialog instanceof HTMLDialogElement)) return;
      var command = button.getAttribute('command');
      if (command === 'show-modal') {
        if (!dialog.open) dialog.showModal();
      } else if (command === 'close' && dialog.open) dialog.close();
      else return;
      event.preventDefault();
    });
  }
  var entry = document.querySelector('meta[name="pixellift:entry"]');
  if (!entry) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.type = 'module';
    script.src = entry.getAttribute('content');
    // A module script is fetched in CORS mode and this one is same-origin, so the check needs no crossorigin attribute.
    script.integrity = entry.getAttribute('data-integrity') || '';
    document.head.appendChild(script);
  }
  // The first screen comes before the app's code: its eager images (the home page's
  // photograph) hold the load event, and the app starts once they are decoded and the frame
  // that shows them is painted (or at the first paint, where that comes later). On a slow
  // connection the app's scripts would otherwise share the bandwidth and the main thread with
  // the photograph the visitor came to see. A script added before the load event would also
  // hold that event back until it had run.
  function afterFirstScreen(callback) {
    function painted() {
      requestAnimationFrame(function () {
        setTimeout(callback, 0);
      });
    }
    function decoded() {
      var images = Array.prototype.slice.call(document.querySelectorAll('img[loading="eager"]'));
      if (!images.length || !('decode' in HTMLImageElement.prototype)) return painted();
      Promise.all(
        images.map(function (image) {
          // A photo that failed is not waited for.
          return image.decode().catch(function () {});
        }),
      ).then(painted);
    }
    if (document.readyState === 'complete') decoded();
    else addEventListener('load', decoded);
  }
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        afterFirstScreen(start);
      }
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
