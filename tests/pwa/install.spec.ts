import sharp from 'sharp';
import { expect, test } from '../support/fixtures.ts';
import { screenshotProblems, type WebManifest } from '../support/installUi.ts';
import { throwawayProfile } from '../support/screenshots/appWindow.ts';

/** Width and height as the image's own bytes say, whatever its format. */
async function imageSize(bytes: Buffer): Promise<string> {
  const { width, height } = await sharp(bytes).metadata();
  return `${width}x${height}`;
}

test('Chromium reports the site installable', async ({ baseURL }) => {
  const { context, close } = await throwawayProfile({ serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await page.goto(`${baseURL ?? ''}/`);
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.ready));
    const session = await context.newCDPSession(page);
    const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);
    // Parse errors and warnings of the manifest as Chromium read it (the install dialog's own rules are checked below).
    const { url, errors } = await session.send('Page.getAppManifest', {});
    expect(url).toBe(`${baseURL ?? ''}/manifest.webmanifest`);
    expect(errors.map((error) => error.message)).toEqual([]);
  } finally {
    await close();
  }
});

test('every manifest icon, shortcut icon and screenshot loads with its declared size and type', async ({ request }) => {
  const manifestResponse = await request.get('/manifest.webmanifest');
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as WebManifest;
  const images = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons ?? []), ...manifest.screenshots];
  expect(images.length).toBeGreaterThanOrEqual(manifest.icons.length + 4 + 2);
  for (const image of images) {
    const response = await request.get(new URL(image.src, manifestResponse.url()).href);
    expect(response.status(), image.src).toBe(200);
    expect(response.headers()['content-type'], image.src).toBe(image.type);
    expect(await imageSize(await response.body()), image.src).toBe(image.sizes);
  }
  expect(screenshotProblems(manifest.screenshots)).toEqual([]);
  for (const path of ['/apple-touch-icon-180x180.png', '/favicon.ico', '/favicon.svg']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  expect(await imageSize(await (await request.get('/apple-touch-icon-180x180.png')).body())).toBe('180x180');
});
