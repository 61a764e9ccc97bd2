import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../../tooling/chromium.mjs';
import { need } from '../../../tooling/programs.mjs';

/**
 * The site installed as an app in a Chromium of its own, and pages opened in
 * its app window, where `(display-mode: standalone)` really matches.
 *
 * Emulation.setEmulatedMedia accepts `display-mode` and silently ignores it
 * (Chromium 156: matchMedia and @media still say `browser`), so standalone
 * mode is not emulated: the site is installed with the DevTools protocol's
 * PWA domain into a throwaway profile (`throwawayProfile`), and each page moves into an app
 * window with PWA.openCurrentPageInApp, as the browser's "Open in app" does.
 */
export interface AppBrowser {
  readonly context: BrowserContext;
  /**
   * Opens a new page in the app's window and loads `path` there, as a launch
   * of the app would. `beforeLoad` sees the page before its first request (to watch its console).
   */
  openInApp(path: string, beforeLoad?: (page: Page) => void): Promise<Page>;
  close(): Promise<void>;
}

interface AppBrowserOptions {
  /** The site's origin; the manifest's `id` is `/` on it. */
  readonly origin: string;
  readonly serviceWorkers: 'allow' | 'block';
  /** Playwright's own viewport emulation, or none (null) where the caller sets device metrics itself. */
  readonly viewport: { readonly width: number; readonly height: number } | null;
  /** Lets a caller add a stylesheet the page's CSP would refuse (the screenshots' fixed font). */
  readonly bypassCSP?: boolean;
}

/**
 * The lock's Chromium on a throwaway profile of its own: a persistent one, since every default
 * Playwright context counts as incognito, which Chromium never installs from. `close` removes it.
 */
export async function throwawayProfile(options: Parameters<typeof chromium.launchPersistentContext>[1]) {
  const profile = mkdtempSync(join(tmpdir(), 'pixellift-app-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath: need('chromium'), args: chromiumArgs, headless: true, ...options });
  const close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { context, close };
}

export async function launchAppBrowser({ origin, serviceWorkers, viewport, bypassCSP = false }: AppBrowserOptions): Promise<AppBrowser> {
  const { context, close } = await throwawayProfile({ baseURL: origin, serviceWorkers, viewport, bypassCSP });
  const manifestId = `${origin}/`;
  try {
    const installer = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(installer);
    // Chromium loads the start URL itself and resolves once the app is installed.
    await session.send('PWA.install', { manifestId, installUrlOrBundleUrl: manifestId });
    await session.detach();
  } catch (error) {
    await close();
    throw error;
  }

  return {
    context,
    async openInApp(path, beforeLoad) {
      const page = await context.newPage();
      beforeLoad?.(page);
      // Any URL in the app's scope can move into its window; the smallest file the site has costs least.
      await page.goto('/robots.txt');
      const session = await context.newCDPSession(page);
      await session.send('PWA.openCurrentPageInApp', { manifestId });
      await session.detach();
      await page.waitForFunction(() => matchMedia('(display-mode: standalone)').matches);
      // Navigations within the scope stay in the app's window: the page loads there, as a launch of the app would.
      await page.goto(path);
      return page;
    },
    close,
  };
}
