import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { afterClientBundle } from '../prerender/afterClientBundle.ts';
import { precompressFolder } from './precompress.ts';

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Compresses the finished build once, so servers send files instead of
 * compressing the same bytes on every request (nginx's gzip_static and
 * brotli_static, `npm start`). Must stay after VitePWA: the service worker and
 * the icons it generates are compressed too, and the precache, listed
 * before this runs, names the originals only.
 */
export function precompress(): Plugin {
  return afterClientBundle(
    'pixellift:precompress',
    async (config) => {
      const files = await precompressFolder(resolve(config.root, config.build.outDir));
      const total = (key: 'bytes' | 'br' | 'gzip') => files.reduce((sum, file) => sum + (file[key] ?? file.bytes), 0);
      config.logger.info(
        `precompressed ${files.length} files: ${kilobytes(total('bytes'))} → gzip ${kilobytes(total('gzip'))}, brotli ${kilobytes(total('br'))}`,
      );
    },
    'post',
  );
}
