// `npm run accept`'s last visit: photographs the built site in its installed app's
// window and writes the manifest's screenshots to public/screenshots/, to be
// committed. The build only copies them, so it never needs a browser;
// tests/pwa/screenshots.spec.ts fails when a committed one no longer matches the pages.
// Its made-with.json beside this file names the lock and the Chromium that took them.
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { madeWith, printedVersion } from '../../../tooling/environment/environment.mjs';
import { need } from '../../../tooling/programs.mjs';
import { ports } from '../../../tooling/ports.ts';
import { root, startServer } from '../../../tooling/server.ts';
import { encodeScreenshot, madeWithFile, openScreenshotCamera } from './capture.ts';
import { appScreenshots, screenshotPath, screenshotsDir } from '../../../src/build/pwa/screenshots.ts';

const publicDir = join(root, 'public');

const server = await startServer({ port: ports.screenshots });
try {
  const camera = await openScreenshotCamera(server.origin);
  try {
    await mkdir(join(publicDir, screenshotsDir), { recursive: true });
    const written = new Set<string>();
    for (const shot of appScreenshots) {
      const file = join(publicDir, screenshotPath(shot));
      const png = await encodeScreenshot(await camera.capture(shot));
      const current = await readFile(file).catch(() => null);
      const changed = !current?.equals(png);
      if (changed) await writeFile(file, png);
      written.add(file);
      const { width, height } = await sharp(png).metadata();
      console.log(`${relative(root, file)}  ${width}x${height}  ${(png.length / 1024).toFixed(1)} KB  ${changed ? 'written' : 'unchanged'}`);
    }
    // A screenshot dropped from the list leaves no file behind to be published.
    for (const name of await readdir(join(publicDir, screenshotsDir))) {
      const file = join(publicDir, screenshotsDir, name);
      if (!written.has(file)) {
        await rm(file);
        console.log(`${relative(root, file)}  removed`);
      }
    }
    madeWith(madeWithFile, { engine: 'Chromium', version: printedVersion(need('chromium')) }, true);
    // dist/ was built before the files changed: give it what the next build would copy.
    await rm(join(root, 'dist', screenshotsDir), { recursive: true, force: true });
    await cp(join(publicDir, screenshotsDir), join(root, 'dist', screenshotsDir), { recursive: true });
  } finally {
    await camera.close();
  }
} finally {
  server.stop();
}
