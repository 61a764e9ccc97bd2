import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notices } from '../../src/content/notices.ts';
import { pricingIntro } from '../../src/content/pricing.ts';
import { routes } from '../routes.ts';
import { judgeInteraction, timeInteraction } from '../../tooling/interactionCost.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, followLink, gotoHydrated, test, waitForHydration, waitForServiceWorker, wheelAndSettle } from '../support/fixtures.ts';
import { focusFromTop, keyboardPass } from '../support/keyboard.ts';
import { colorSchemes, viewports, type ViewportName } from '../support/viewports.ts';
import { originOf, ports } from '../../tooling/ports.ts';
import { pageLoadLog } from '../../tooling/pageLoads.ts';
import { root, type Server, startServer } from '../../tooling/server.ts';

/**
 * Version A is the build under test; version B is built here with a different
 * support address, so its pages, chunks and precache all differ. `npm start`'s
 * server of its own serves a folder that the test switches from A to B, as a
 * deploy would. Its photos come from the encode cache that the build under test
 * filled (node_modules/.cache/pixellift-images, found from the project root),
 * so building B takes seconds.
 */
const origin = originOf(ports.update);
const addressB = 'updated-support@pixellift.example';

let workDir = '';
let server: Server | undefined;

function deploy(version: 'a' | 'b') {
  rmSync(join(workDir, 'site'), { recursive: true, force: true });
  cpSync(join(workDir, version), join(workDir, 'site'), { recursive: true });
}

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'allow' });

test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'pixellift-update-'));
  cpSync(join(root, 'dist'), join(workDir, 'a'), { recursive: true });
  const build = ['build', '--outDir', join(workDir, 'b'), '--emptyOutDir', '--logLevel', 'error'];
  const env = { ...process.env, VITE_SUPPORT_EMAIL: addressB };
  execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), ...build], { cwd: root, stdio: 'pipe', env });
  deploy('a');
  server = await startServer({ port: ports.update, env: { SITE_DIR: join(workDir, 'site'), PAGE_LOAD_LOG: pageLoadLog('e2e') } });
});

test.afterAll(() => {
  server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

test.beforeEach(() => deploy('a'));

/** The notice that a new version is ready. */
const updateNotice = (page: Page) => page.getByRole('status').filter({ hasText: notices.update.text });

/** Version A open and controlled by its worker, then version B deployed and found: the notice shows. */
async function deployWhileOpen(page: Page) {
  await gotoHydrated(page, `${origin}/contact`);
  await waitForServiceWorker(page);
  await expect(page.getByRole('contentinfo')).not.toContainText(addressB);
  deploy('b');
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  await expect(updateNotice(page)).toBeVisible();
  return updateNotice(page);
}

test('a new deploy waits for consent: accepting reloads into the new version', async ({ page }) => {
  const prompt = await deployWhileOpen(page);
  // Still version A until the visitor agrees.
  await expect(page.getByRole('contentinfo')).not.toContainText(addressB);

  await prompt.getByRole('button', { name: notices.update.accept }).press('Enter');
  await expect(page.getByRole('contentinfo')).toContainText(addressB);
  await expect(updateNotice(page)).toHaveCount(0);
});

test('declining keeps the open version working', async ({ page }) => {
  const prompt = await deployWhileOpen(page);
  // What the tap costs the page (tooling/interactionCost.ts): the notice comes only to a page long idle.
  const decline = () => prompt.getByRole('button', { name: notices.update.decline }).click();
  expect(judgeInteraction(await timeInteraction(page, 'update prompt', 'idle', '/contact, a new deploy found', decline)), 'over its budget').toEqual([]);
  await expect(updateNotice(page)).toHaveCount(0);

  // Version A keeps serving from its precache, navigations and full loads alike.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await page.goto(`${origin}/pricing`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pricingIntro.title);
  await expect(page.getByRole('contentinfo')).not.toContainText(addressB);
});

test('with the update notice showing, focus is never hidden on any page, axe passes, and focusing the notice keeps the reading position', async ({ page }) => {
  await deployWhileOpen(page);
  // Motion is not the subject: focus scrolls at once, so each check reads where it lands.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems: string[] = [];
  // Version B waits until the visitor answers: the notice stays through every move within the site,
  // and a page loaded meanwhile shows it too (the 404 page, which no link leads to, is loaded).
  for (const route of routes) {
    if (route.status === 404) await page.goto(`${origin}${route.path}`);
    else await followLink(page, route.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await waitForHydration(page);
    await expect(updateNotice(page)).toBeVisible();
    for (const [index, viewportName] of (Object.keys(viewports) as ViewportName[]).entries()) {
      await page.setViewportSize(viewports[viewportName]);
      // One colour scheme per width, so both schemes are covered at every page without doubling the run.
      const scheme = colorSchemes[index % colorSchemes.length] ?? 'light';
      await page.emulateMedia({ colorScheme: scheme });
      const context = `${route.path} · ${viewportName} · ${scheme} · update notice`;
      // axe reads the page from its top, as it arrives: the journey before it left the page at its end, where
      // what passes under the notice at that moment would count as overlapped (target-size).
      await focusFromTop(page);
      problems.push(...(await axeViolations(page, context)));
      problems.push(...(await keyboardPass(page, (mode) => `${context} · ${mode}`, { forwardOnly: true })));
    }
  }
  expect(problems).toEqual([]);

  await test.step('focusing the update notice keeps the reading position', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    const accept = updateNotice(page).getByRole('button', { name: notices.update.accept });
    await wheelAndSettle(page, 1500);
    const reading = await page.evaluate(() => window.scrollY);
    expect(reading).toBeGreaterThan(0);
    // A scroll padding for the notice would scroll the page when its own fixed buttons take focus.
    await accept.focus();
    await expect(accept).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(reading);
  });
});
