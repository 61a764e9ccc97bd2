/**
 * The client entry: adopts the prerendered page. Nothing is imported up
 * front: each step loads and evaluates one chunk (React with React DOM, the
 * router, the app; split to match in vite.config.ts) in a task of its own,
 * with a fresh task between steps, so no single task blocks input for long.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Whether the visitor has started to leave this document. Firefox stops a
 * document's loads the moment a navigation away from it starts, so a page's
 * code then fails as if a deploy had deleted it, and TanStack Router's lazy
 * route answers that by reloading the page: the page being left, over the
 * link the visitor followed. A page being left is not adopted, and what its
 * start-up lost is not an error. `beforeunload` comes before the loads stop;
 * `pageshow` says the page is shown again (a cancelled navigation, or Back to
 * a page kept in the back-forward cache).
 */
let leaving = false;
addEventListener('beforeunload', () => {
  leaving = true;
});
addEventListener('pageshow', () => {
  leaving = false;
});

async function start(container: HTMLElement) {
  const { StrictMode, createElement, startTransition } = await import('react');
  // React DOM shares React's chunk, already evaluated; its client entry is a small module of its own.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { RouterProvider } = await import('@tanstack/react-router');
  await nextTask();
  const { createAppRouter, keepScrollThroughHydration } = await import('./router.tsx');
  await nextTask();
  const router = createAppRouter();
  const app = createElement(StrictMode, null, createElement(RouterProvider, { router }));
  // Building the router and matching the URL is one step; loading the matched routes is the next.
  await nextTask();

  if (container.firstElementChild === null) {
    // Development: index.html holds only the prerender's placeholder comment, no markup to adopt.
    createRoot(container).render(app);
    return;
  }

  // Tell the router it is adopting server markup, so it renders the same tree
  // as the prerender (without this: React error #418 and duplicated head tags).
  // `ssr` is internal to the router; the version is pinned and a browser test
  // fails on any hydration error.
  router.ssr = { manifest: undefined };
  // Resolve the matched routes (and their lazy chunks) before hydrating, so the
  // first client render matches the HTML instead of replacing it.
  await router.load();
  await nextTask();
  if (leaving) return;
  keepScrollThroughHydration(router);
  // In a transition React hydrates in slices. From here until SiteLayout's first effect marks it
  // 'true', React listens on the page and is adopting it: the moment the browser tests tap into to
  // time what a tap costs while the app hydrates (tests/e2e/interactions.spec.ts).
  startTransition(() => {
    hydrateRoot(container, app);
    document.documentElement.dataset.hydrated = 'false';
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');
start(container).catch((error: unknown) => {
  if (!leaving) throw error;
});
