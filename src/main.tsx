import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from './router';

async function start(container: HTMLElement) {
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
  hydrateRoot(container, app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html is missing #root');
void start(container);
