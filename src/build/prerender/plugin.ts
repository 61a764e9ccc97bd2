import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { RenderedPage } from '../../entry-server.tsx';
import { escapeHtml } from '../escapeHtml.ts';
import { afterClientBundle } from './afterClientBundle.ts';
import { withInlineFavicon } from './inlineFavicon.ts';
import { withSubresourceIntegrity } from './integrity.ts';
import { pages } from '../../content/pages.ts';
import { prerenderTargets } from './targets.ts';

type RenderPage = (url: string) => Promise<RenderedPage>;

const serverEntry = 'src/entry-server.tsx';

export function injectPage(template: string, page: RenderedPage): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html lost its <!--app-head--> or <!--app-html--> placeholder');
  }
  // Function replacers: page text may contain "$&"-style sequences.
  return template.replace('<!--app-head-->', () => page.head).replace('<!--app-html-->', () => page.body);
}

/** The one stylesheet link Vite writes into the page template (`cssCodeSplit: false`). */
const stylesheetLink = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/g;

/**
 * Puts the built stylesheet into the template as one <style> element in place
 * of its <link>, and deletes the file: the page paints after one round trip,
 * and every page carries byte-identical CSS, so one CSP hash allows it.
 */
async function inlineStylesheet(template: string, outDir: string): Promise<string> {
  const links = [...template.matchAll(stylesheetLink)];
  const [link] = links;
  if (links.length !== 1 || !link?.[1]) throw new Error(`the page template links ${links.length} stylesheets; the prerender inlines exactly one`);
  const file = join(outDir, link[1]);
  const css = (await readFile(file, 'utf8')).trim();
  if (/<\/style/i.test(css)) throw new Error(`${link[1]} contains "</style", which would end the inline stylesheet early`);
  await rm(file);
  return template.replace(link[0], () => `<style>${css}</style>`);
}

/**
 * Writes a static HTML file for every route once the client bundle exists.
 */
export function prerender(): Plugin {
  return afterClientBundle('pixellift:prerender', async (config) => {
    const outDir = resolve(config.root, config.build.outDir);
    const serverOutDir = resolve(config.root, 'node_modules/.prerender');
    await build({
      root: config.root,
      mode: config.mode,
      configFile: config.configFile ?? false,
      logLevel: 'warn',
      build: {
        ssr: serverEntry,
        outDir: serverOutDir,
        emptyOutDir: true,
        copyPublicDir: false,
        minify: false,
        rolldownOptions: { output: { entryFileNames: 'entry-server.mjs' } },
      },
    });
    const serverModule = (await import(pathToFileURL(join(serverOutDir, 'entry-server.mjs')).href)) as {
      renderPage: RenderPage;
    };

    const templatePath = join(outDir, 'index.html');
    // Scripts are hashed as written to disk, after every plugin has finished with them.
    const template = await withInlineFavicon(
      await withSubresourceIntegrity(await inlineStylesheet(await readFile(templatePath, 'utf8'), outDir), outDir),
      outDir,
    );
    for (const target of prerenderTargets) {
      const page = await serverModule.renderPage(target.url);
      // The router reports no status; the title tells whether the not-found view rendered.
      const showsNotFound = page.head.includes(`<title>${escapeHtml(pages.notFound.title)}</title>`);
      if (showsNotFound !== target.notFound) {
        throw new Error(`Prerender of ${target.url}: expected the ${target.notFound ? '404 page' : 'route itself'}`);
      }
      const file = join(outDir, target.file);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, injectPage(template, page));
    }
    await rm(serverOutDir, { recursive: true, force: true });
  });
}
