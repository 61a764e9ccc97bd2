import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorView } from './components/ErrorView/ErrorView.tsx';
import { routeTree } from './routeTree.gen.ts';

/** One factory for the browser and the prerender, so both build the same tree. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    defaultErrorComponent: ErrorView,
    // The router's own scroll restoration injects an inline script into the
    // prerendered HTML, which our CSP forbids; resetScroll still runs.
    scrollRestoration: false,
    // A new page starts at its top at once; smooth scrolling is for in-page jumps.
    scrollRestorationBehavior: 'instant',
  });
}

/**
 * The router scrolls to the top after the render that follows a navigation,
 * and it counts the first render, the one that adopts the prerendered page, as
 * one. A visitor who scrolled the page before the app started (a slow phone,
 * a long page) would be thrown back to the top. This puts them back where they
 * were, in the same task, before the browser paints the jump.
 */
export function keepScrollThroughHydration(router: ReturnType<typeof createAppRouter>): void {
  let position = { left: window.scrollX, top: window.scrollY };
  const track = () => {
    position = { left: window.scrollX, top: window.scrollY };
  };
  window.addEventListener('scroll', track, { passive: true });
  const unsubscribe = router.subscribe('onRendered', () => {
    unsubscribe();
    window.removeEventListener('scroll', track);
    if (window.scrollX !== position.left || window.scrollY !== position.top) window.scrollTo({ ...position, behavior: 'instant' });
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
