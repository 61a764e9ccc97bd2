import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import { readSiteConfig } from '../../config/readSiteConfig.ts';
import { pages } from '../../content/pages.ts';
import { publishedConfigs } from '../hosts/hostConfigs.ts';
import { builtStyleHashes } from '../hosts/inlineStyles.mjs';
import { robotsTxt, sitemapXml } from '../seo/crawlers.ts';
import { socialImagePath } from '../../seo/socialCard.ts';
import { socialImagePng } from '../seo/socialImage.ts';
import { afterClientBundle } from './afterClientBundle.ts';
import { palette } from '../../styles/palette.ts';

/** Writes a file only when its content changed, so unchanged configs keep their timestamps. */
async function writeIfChanged(file: string, content: string | Buffer): Promise<void> {
  const current = await readFile(file).catch(() => null);
  if (current?.equals(Buffer.from(content))) return;
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * The files around the pages: sitemap.xml, robots.txt, a social card per
 * page, and the hosts' configs published with the site (`_headers`, nginx's
 * includes in `_nginx/`: their CSP carries the inline stylesheet's hash, read
 * from the pages just written), all from the same data the pages use. Runs
 * before vite-plugin-pwa lists the output (social cards and host configs are
 * left out of the precache).
 */
export function siteFiles(): Plugin {
  return afterClientBundle('pixellift:site-files', async (config) => {
    const site = readSiteConfig({ ...loadEnv(config.mode, config.root, 'VITE_'), ...process.env });
    const outDir = resolve(config.root, config.build.outDir);
    const publicPages = Object.values(pages).filter((page) => page !== pages.notFound);

    await writeIfChanged(join(outDir, 'sitemap.xml'), sitemapXml(site.siteUrl, publicPages));
    await writeIfChanged(join(outDir, 'robots.txt'), robotsTxt(site.siteUrl));
    const colors = { accent: palette.violet600, ink: palette.ink900, paper: palette.white };
    for (const page of publicPages) {
      const png = await socialImagePng(page, site.name, new URL(site.siteUrl).host, colors);
      await writeIfChanged(join(outDir, socialImagePath(page.path)), png);
    }
    const styles = { styleHashes: builtStyleHashes(outDir) };
    for (const [file, content] of Object.entries(publishedConfigs(styles))) await writeIfChanged(join(outDir, file), content);
  });
}
