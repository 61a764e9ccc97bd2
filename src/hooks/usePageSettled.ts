import { useEffect, useState } from 'react';

/** Runs a callback when the browser is idle, or after a second where it cannot say (Safari). */
function whenIdle(callback: () => void): () => void {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- missing in Safari, whatever lib.dom says
  if (window.requestIdleCallback) {
    const id = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 1000);
  return () => clearTimeout(id);
}

/** True once the page has fired `load` and the browser has had an idle moment. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    let cancel: (() => void) | undefined;
    const settle = () => {
      cancel = whenIdle(() => setSettled(true));
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      cancel?.();
    };
  }, []);

  return settled;
}
