import type { Plugin } from 'vite';
import { themeColors } from '../pwa/options.ts';

/**
 * Finishes the page template: theme colours for both schemes, and a low
 * fetch priority on the entry script so that nothing competes with the
 * prerendered HTML and CSS for first paint (the page is readable before any
 * script runs).
 */
export function htmlHead(): Plugin {
  return {
    name: 'pixellift:html-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        if (!entry.test(html)) throw new Error('html-head: entry script tag not found in index.html');
        return {
          html: html.replace(entry, '<script type="module" crossorigin fetchpriority="low" src="$1"></script>'),
          tags: [
            { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: light)', content: themeColors.light }, injectTo: 'head' },
            { tag: 'meta', attrs: { name: 'theme-color', media: '(prefers-color-scheme: dark)', content: themeColors.dark }, injectTo: 'head' },
          ],
        };
      },
    },
  };
}
