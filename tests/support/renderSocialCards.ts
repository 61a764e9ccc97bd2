/**
 * Prints the SHA-256 of every page's social card, rendered the way the build
 * renders it. Run in a child process by tests/unit/socialImage.test.ts, so the
 * system's font configuration can be swapped out before any font library loads.
 */
import { createHash } from 'node:crypto';
import { pages } from '../../src/content/pages.ts';
import { socialImagePng } from '../../src/build/seo/socialImage.ts';

const colors = { accent: '#6d28d9', ink: '#0f172a', paper: '#ffffff' };
const digests: Record<string, string> = {};
for (const page of Object.values(pages)) {
  const png = await socialImagePng(page, 'PixelLift', 'pixellift.example', colors);
  digests[page.path] = createHash('sha256').update(png).digest('hex');
}
process.stdout.write(JSON.stringify(digests));
