import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorView } from './components/ErrorView/ErrorView';
import { routeTree } from './routeTree.gen';

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

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
