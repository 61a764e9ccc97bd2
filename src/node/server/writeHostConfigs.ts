// `npm run host-configs`: writes the host configs kept in the repository
// (serve.json, vercel.json, firebase.json, nginx.conf) from the headers
// module. The build never touches tracked files; a unit test fails when a
// committed config differs from what this would write.
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { repositoryConfigs } from './deployConfigs.ts';

const root = resolve(import.meta.dirname, '../../..');

for (const [file, content] of Object.entries(repositoryConfigs())) {
  const path = join(root, file);
  const current = await readFile(path, 'utf8').catch(() => null);
  if (current === content) continue;
  await writeFile(path, content);
  console.log(`wrote ${file}`);
}
