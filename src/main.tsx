import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createAppRouter } from './router';

async function start(container: HTMLElement) {
  // React DOM's renderer is its own chunk, evaluated in a task of its own:
  // two shorter tasks instead of one long one that blocks input.
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  if (!container.hasChildNodes()) {
    // Development: index.html has no prerendered markup to adopt.
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
  // Let the browser breathe between evaluating the bundle and hydrating, so the
  // two never form one long task; in a transition React then hydrates in slices.
  await new Promise((resolve) => setTimeout(resolve, 0));
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');
void start(container);
