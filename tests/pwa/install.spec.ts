import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { chromiumArgs, findChromium } from '../../src/node/chromium.mjs';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('Chromium reports the site installable', async ({ baseURL }) => {
  // A persistent profile: every default Playwright context counts as incognito, which is never installable.
  const profile = mkdtempSync(join(tmpdir(), 'pixellift-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL ?? ''}/`);
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.ready));
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = (await session.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the manifest icons load with their declared sizes and types', async ({ request }) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as { icons: ManifestIcon[] };
  for (const icon of manifest.icons) {
    const response = await request.get(`/${icon.src}`);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await response.body()), icon.src).toBe(icon.sizes);
  }
  for (const path of ['/apple-touch-icon-180x180.png', '/favicon.ico', '/favicon.svg']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(pngSize(await (await request.get('/apple-touch-icon-180x180.png')).body())).toBe('180x180');
});
