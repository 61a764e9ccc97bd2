import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { afterClientBundle } from '../prerender/afterClientBundle.ts';
import { originalOf } from '../precompress/encodings.mjs';
import { nginxConfigDir } from './hostConfigs.ts';

/**
 * What Netlify and Cloudflare Pages publish: the build output beside dist/
 * (`dist-edge/` for `dist/`), without what only nginx and `npm start` read.
 * Those hosts compress at their edge and never negotiate from the build's
 * `.br`/`.gz` files, and they publish every file they are given: Pages served
 * `/index.html.br` as a 200 `application/octet-stream` download, and
 * `/_nginx/site.conf` as text. Neither has an ignore file for a static folder
 * (`.assetsignore` is for Workers; `wrangler pages dev` honours none), so the
 * build writes them a folder of their own.
 */
export const edgeOutDir = (outDir: string): string => `${outDir.replace(/[\\/]+$/, '')}-edge`;

/** Whether a file of the build output (path relative to it, forward slashes) is published on the edge hosts. */
function isEdgeContent(file: string): boolean {
  return originalOf(file) === undefined && !file.startsWith(`${nginxConfigDir}/`);
}

/** Writes the edge hosts' folder afresh from the finished build: every file of it they publish, byte for byte. Returns how many. */
async function writeEdgeOutput(outDir: string): Promise<number> {
  const target = edgeOutDir(outDir);
  await rm(target, { recursive: true, force: true });
  const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(outDir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter(isEdgeContent);
  for (const file of files) {
    await mkdir(dirname(join(target, file)), { recursive: true });
    await copyFile(join(outDir, file), join(target, file));
  }
  return files.length;
}

/** The build's very last step: after the precompressed files, so the service worker and icons are in the build it copies. */
export function edgeOutput(): Plugin {
  return afterClientBundle(
    'pixellift:edge-output',
    async (config) => {
      const outDir = resolve(config.root, config.build.outDir);
      const count = await writeEdgeOutput(outDir);
      config.logger.info(`${relative(config.root, edgeOutDir(outDir))}/: ${count} files for hosts that compress at their edge (Netlify, Cloudflare Pages)`);
    },
    'post',
  );
}
