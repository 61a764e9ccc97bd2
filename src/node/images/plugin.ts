import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { examples } from '../../content/examples.ts';
import type { ExampleImages } from '../../content/types.ts';
import { buildExampleImages, exampleImagesDir, type ImageFile } from './exampleImages.ts';

const moduleId = 'virtual:example-images';
const resolvedId = `\0${moduleId}`;

/**
 * One generation per process: the client build, the prerender's server
 * build and the dev server all read the same result. Kept on globalThis
 * because Vite evaluates the config file again for the prerender's build.
 */
type Generated = Promise<{ images: ExampleImages; files: ImageFile[] }>;
const store = globalThis as typeof globalThis & { __pixelliftExampleImages?: Map<string, Generated> };
function generate(root: string): Generated {
  const cache = (store.__pixelliftExampleImages ??= new Map<string, Generated>());
  let result = cache.get(root);
  if (!result) {
    result = buildExampleImages(resolve(root, 'src/assets/examples'), examples);
    cache.set(root, result);
  }
  return result;
}

/**
 * `import images from 'virtual:example-images'` gives the examples' responsive
 * images (srcset lists, intrinsic sizes). The client build publishes the files
 * under /assets/examples/; the dev server answers them from memory.
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
      const { images, files } = await generate(root);
      if (publish) for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source });
      return `export default ${JSON.stringify(images)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0];
        if (!path?.startsWith(`/${exampleImagesDir}/`)) {
          next();
          return;
        }
        generate(root).then(({ files }) => {
          const file = files.find((candidate) => `/${candidate.fileName}` === path);
          if (!file) {
            next();
            return;
          }
          response.setHeader('Content-Type', file.type);
          response.end(file.source);
        }, next);
      });
    },
  };
}
