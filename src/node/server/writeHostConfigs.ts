// `npm run host-configs`: writes the host configs kept in the repository
// (serve.json, vercel.json, firebase.json, nginx.conf) from the headers
// module and the inline stylesheet's hash in the built pages (dist/). The
// build never touches tracked files: it warns when these are stale, and a
// browser-suite test fails when their hash differs from the built pages'.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { repositoryConfigs } from './deployConfigs.ts';
import { builtStyleHashes } from './inlineStyles.mjs';

const root = resolve(import.meta.dirname, '../../..');

for (const [file, content] of Object.entries(repositoryConfigs({ styleHashes: builtStyleHashes(join(root, 'dist')) }))) {
  const path = join(root, file);
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === content) continue;
  await writeFile(path, content);
  console.log(`wrote ${file}`);
}
