import type { Plugin } from 'vite';
import { themeColors } from '../pwa/options.ts';

/** The app's entry, as Vite writes it into the page template. */
const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * Finishes the page template: the browser theme colour for both colour
 * schemes, and the app's entry handed to public/boot.js, which loads it after
 * the first paint instead of the browser fetching it alongside the page.
 */
export function htmlHead(): Plugin {
  return {
    name: 'pixellift:html-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = entryScript.exec(html)?.[1];
        if (!entry) throw new Error('html-head: the entry script tag is missing from index.html');
        return {
          html: html.replace(entryScript, `<meta name="pixellift:entry" content="${entry}">\n    <script src="/boot.js" defer fetchpriority="low"></script>`),
          tags: [
            { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: themeColors.light }, injectTo: 'head' },
            { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: themeColors.dark }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
