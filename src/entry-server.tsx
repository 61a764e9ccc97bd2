import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createAppRouter } from './router.tsx';

export interface RenderedPage {
  /** Tags React hoisted out of the tree (<title>, <meta>, <link>, JSON-LD). */
  readonly head: string;
  readonly body: string;
}

const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>|<script type="application\/ld\+json">[^<]*<\/script>)+/;

export async function renderPage(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  const html = renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  const head = hoisted.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}
