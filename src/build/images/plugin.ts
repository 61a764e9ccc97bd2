import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { examples } from '../../content/examples.ts';
import { heroComparison } from '../../content/home.ts';
import type { ExampleImages } from '../../content/types.ts';
import { exampleImagesDir } from '../../config/assets.ts';
import { diskCache, imageCacheDir } from './encodeCache.ts';
import { type ComparisonPhoto, planExampleImages, type PlannedFile } from './exampleImages.ts';

/**
 * Every photograph the site compares. The first screen's is drawn up to about
 * 570 CSS px wide (35.5rem on a desktop, the whole column on a phone), so its
 * `srcset` goes to 1200 for 2× desktops and to 960 for phones, its "before"
 * (shrunk 2.5 times by its damage) stops at 600 and 480, which hold all the
 * detail it has left. The first screen's and every example's photo can be
 * inspected at full size.
 */
export const comparisonPhotos: readonly ComparisonPhoto[] = [
  { photo: heroComparison.photo, damage: heroComparison.damage, srcsetWidths: [600, 960, 1200], beforeSrcsetWidths: [600], inspect: true },
  { photo: heroComparison.narrowPhoto, damage: heroComparison.damage, srcsetWidths: [480, 720, 960], beforeSrcsetWidths: [480] },
  ...examples.map(({ photo, damage }) => ({ photo, damage, inspect: true })),
];

const moduleId = 'virtual:example-images';
const resolvedId = `\0${moduleId}`;

/**
 * One plan per process (each file is encoded once, when first asked for, or
 * read from the encode cache in node_modules when an earlier build made it):
 * the client build, the prerender's server build and the dev server share it. Kept on globalThis
 * because Vite evaluates the config file again for the prerender's build.
 */
type Generated = Promise<{ images: ExampleImages; files: PlannedFile[]; cache: ReturnType<typeof diskCache> }>;
const store = globalThis as typeof globalThis & { __pixelliftExampleImages?: Map<string, Generated> };
function generate(root: string): Generated {
  const plans = (store.__pixelliftExampleImages ??= new Map<string, Generated>());
  let result = plans.get(root);
  if (!result) {
    const cache = diskCache(imageCacheDir(root));
    result = planExampleImages(resolve(root, 'src/assets/examples'), comparisonPhotos, cache).then((plan) => ({ ...plan, cache }));
    plans.set(root, result);
  }
  return result;
}

/**
 * `import images from 'virtual:example-images'` gives the examples' responsive
 * images (stems, hashes, widths, sizes). The client build encodes and publishes
 * every file under /assets/examples/; the dev server encodes a file when a page
 * asks for it, so it starts at once.
 */
export function exampleImages(): Plugin {
  let root = process.cwd();
  let publish = false;
  return {
    name: 'pixellift:example-images',
    configResolved(config) {
      root = config.root;
      publish = config.command === 'build' && !config.build.ssr;
    },
    resolveId(source) {
      return source === moduleId ? resolvedId : undefined;
    },
    async load(id) {
      if (id !== resolvedId) return undefined;
      const { images, files, cache } = await generate(root);
      if (publish) {
        for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: await file.render() });
        await cache.prune(files.map((file) => file.cacheKey));
      }
      return `export default ${JSON.stringify(images)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (!path?.startsWith(`/${exampleImagesDir}/`)) {
          next();
          return;
        }
        generate(root)
          .then(async ({ files }) => {
            const file = files.find((candidate) => `/${candidate.fileName}` === path);
            if (!file) {
              next();
              return;
            }
            const source = await file.render();
            response.setHeader('Content-Type', file.type);
            response.end(source);
          })
          .catch(next);
      });
    },
  };
}
