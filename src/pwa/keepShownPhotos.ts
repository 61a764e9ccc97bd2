import { exampleImagesDir } from '../config/assets';

/**
 * Photos the page showed before its first service worker took control never
 * went through the worker, so its runtime cache lacks them. Once the worker
 * controls the page, fetch each one again: the request goes through the
 * worker, which stores it, and the browser's HTTP cache answers it, so no
 * byte is downloaded twice. After this, what the visitor saw shows offline.
 */
export async function keepShownPhotos(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  }
  const shown = new Set(
    Array.from(document.images)
      .filter(
        (image) => image.complete && image.naturalWidth > 0 && new URL(image.currentSrc, window.location.href).pathname.startsWith(`/${exampleImagesDir}/`),
      )
      .map((image) => image.currentSrc),
  );
  await Promise.all([...shown].map((url) => fetch(url).catch(() => undefined)));
}
