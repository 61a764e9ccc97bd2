import { appendFileSync } from 'node:fs';
import { pageLoadLog } from '../../../tooling/pageLoads.ts';
import { spawn } from 'node:child_process';
import puppeteer, { type Browser, type ElementHandle, type EvaluateFunc, type JSHandle, type KeyInput, type Page } from 'puppeteer-core';
import { putAxeIn } from '../../support/axe.ts';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { need } from '../../../tooling/programs.mjs';
import { browserEnv } from '../../support/fonts.mjs';
import { originOf } from '../../../tooling/ports.ts';
import { untilReady } from '../../../tooling/server.ts';
import { startXvfb, xvfbScreen } from '../../support/xvfb.ts';
import { conditionHangMs } from '../../../tooling/hangs.ts';
import { type EnginePage, type JourneyKey, mouseDrag, type Point } from '../../support/enginePage.ts';
import { findByRole, matchByRole, roleCandidates } from './roles.ts';
import { forceScheme } from '../../visual/freeze.ts';

/**
 * Each page the journeys load, counted by the driver (tooling/pageLoads.ts): in these
 * engines the service worker answers most loads once a journey has installed it, and those reach no
 * server. A link that leaves the page before the app starts is a load the count leaves out.
 */
const pageLoads = pageLoadLog('engines');

/**
 * Asks the page `fn` once a frame until it answers something truthy, and returns that answer. Polled from
 * here rather than by Puppeteer's waitForFunction, which builds its poller in the page with eval: the site's
 * CSP refuses that in Firefox ESR 140 (the test environment's lock; 153 let WebDriver BiDi through).
 */
async function untilHolds<Args extends unknown[]>(page: Page, message: string, fn: EvaluateFunc<Args>, ...args: Args): Promise<JSHandle> {
  const bound = Date.now() + conditionHangMs;
  for (;;) {
    const answer = await page.evaluateHandle(fn, ...args).catch((error: unknown) => {
      // A navigation under way discards the page's context: the condition is asked again in the next one.
      if (error instanceof Error && /context/i.test(error.message)) return undefined;
      throw new Error(`${message} (${String(error)})`);
    });
    if (answer && (await answer.evaluate((value) => Boolean(value)))) return answer;
    await answer?.dispose();
    if (Date.now() > bound) throw new Error(`${message} (not within the ${conditionHangMs / 1000} s hang bound)`);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve))).catch(() => undefined);
  }
}

/** Firefox, driven by Puppeteer over WebDriver BiDi: Firefox's own remote protocol, no geckodriver. */
export async function launchFirefox(): Promise<EnginePage> {
  const executablePath = need('firefox');
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath,
    headless: true,
    // Puppeteer's own 30 s for the browser to start is a cap tuned on a fast machine.
    timeout: conditionHangMs,
    // The pinned fonts (tests/support/fonts.mjs): the sweep's screenshots depend on them.
    env: browserEnv(),
    // Firefox hands mailto: to no application. Otherwise the contact form's hand-off opens Firefox's
    // prompt to pick one, which holds the keyboard focus for the rest of the session: the page's
    // document.hasFocus() turns false and no focus ring shows in any journey after it.
    extraPrefsFirefox: {
      'network.protocol-handler.external.mailto': false,
      // Firefox's content sandbox reads fonts only from the system's font folders: the lock's are in a cache
      // folder (tests/support/fonts.mjs), and without this every glyph was drawn as a box with its code.
      'security.sandbox.content.read_path_whitelist': `${need('fonts')}/`,
    },
  });
  const page: Page = await browser.newPage();
  // Puppeteer's own 30 s for a navigation or a click is a cap tuned on a fast machine: a hang bound instead.
  page.setDefaultTimeout(conditionHangMs);
  let errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  // "firefox/153.8.0esr"
  const browserVersion = (await browser.version()).replace(/^[^/]*\//, '');
  const firefox: EnginePage = {
    engine: 'firefox',
    browserVersion,
    async goto(url) {
      errors = [];
      appendFileSync(pageLoads, `${url}\n`);
      // Not page.goto: after the contact form's mailto: hand-off, Firefox ESR 140 (the test environment's
      // lock) sent Puppeteer no event for the next navigation, which then waited out its bound every time.
      // The page left is marked; the load is over when a document without the mark has loaded.
      await page.evaluate(() => Object.assign(window, { pixelliftLeaving: true }));
      await page
        .evaluate((target: string) => void (location.href = target), url)
        .catch((error: unknown) => {
          if (!(error instanceof Error && /context/i.test(error.message))) throw error;
        });
      const loaded = () => !('pixelliftLeaving' in window) && document.readyState === 'complete';
      await (await untilHolds(page, `${url} never loaded`, loaded)).dispose();
    },
    url: () => Promise.resolve(page.url()),
    // Not page.goBack: over BiDi it waits for a navigation event, and Back within the app's history (a
    // same-document entry) sent none, so it waited out its bound. The journeys wait for what Back shows.
    back: () => page.evaluate(() => history.back()),
    // The journeys pass only strings, numbers and arrays of them, which Puppeteer passes through unchanged.
    evaluate: (fn, ...args) => page.evaluate(fn as EvaluateFunc<typeof args>, ...args) as never,
    async inject(source) {
      await page.evaluate(source);
    },
    async waitFor(message, fn, ...args) {
      await (await untilHolds(page, message, fn as EvaluateFunc<typeof args>, ...args)).dispose();
    },
    async press(key, options) {
      if (options?.shift) await page.keyboard.down('Shift');
      await page.keyboard.press(key satisfies KeyInput);
      if (options?.shift) await page.keyboard.up('Shift');
    },
    type: (text) => page.keyboard.type(text),
    click: (selector) => page.click(selector),
    clickAt: (point) => page.mouse.click(point.x, point.y),
    byRole(role, name) {
      // Not Puppeteer's ARIA query, which over BiDi is Firefox's own accessibility locator: each call
      // built Firefox's accessibility tree of the page, 0.5 to 1.7 s of CPU on home, and turned on its
      // accessibility service, which then followed every change of the page. With it the Firefox
      // journeys took 75 s instead of 38. axe-core's own role and name code, in the page, instead.
      const what = `the ${role} "${name}"`;
      const wait = async (shown: boolean) => {
        await putAxeIn(firefox);
        return untilHolds(page, `${what} never ${shown ? 'showed' : 'went'}`, matchByRole, role, name, roleCandidates[role], shown);
      };
      const one = async () => {
        const element = (await wait(true)).asElement();
        if (!element) throw new Error(`${what} is not an element`);
        return element as ElementHandle;
      };
      return {
        click: async () => (await one()).click(),
        fill: async (text) => (await one()).asLocator().setTimeout(conditionHangMs).fill(text),
        async waitFor(state = 'visible') {
          await wait(state === 'visible');
        },
      };
    },
    drag: (from, to) => mouseDrag(page.mouse, from, to),
    movePointer: (to) => page.mouse.move(to.x, to.y),
    async setViewport(width, height) {
      // Firefox applies a new viewport to the page's layout after the command has returned: under load, a
      // click or a screenshot straight after it met the old width (a button sought where it had been).
      await page.setViewport({ width, height }).catch((error: unknown) => {
        // Puppeteer 24 sends emulation.setScreenOrientationOverride beside the viewport, and Firefox ESR 140
        // (the test environment's lock) has no such command: the viewport itself is set, as the wait below holds.
        if (!(error instanceof Error && error.message.includes('unknown command emulation.setScreenOrientationOverride'))) throw error;
      });
      await firefox.waitFor(`the page never became ${width} × ${height} px`, (w: number, h: number) => innerWidth === w && innerHeight === h, width, height);
    },
    // Puppeteer's media emulation is CDP's: over BiDi the page is shown in a scheme through its own stylesheets.
    setColorScheme: (scheme) => firefox.evaluate(forceScheme, scheme),
    setOffline: (offline) => page.setOfflineMode(offline),
    // Over BiDi, a full page is captured from the document's origin, laid out at the viewport's size.
    screenshot: async ({ fullPage }) => Buffer.from(await page.screenshot({ type: 'png', fullPage })),
    errors: () => Promise.resolve([...errors]),
    close: () => browser.close(),
  };
  return firefox;
}

/** Selenium's name of a key: `ArrowLeft` is `Key.ARROW_LEFT`. */
const seleniumKey = (key: JourneyKey) => Key[key.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toUpperCase() as Exclude<keyof typeof Key, 'chord'>];

/**
 * WebKitWebDriver exposes no console log and no BiDi, so the page records its
 * own errors, from the moment `goto` returns: console.error, uncaught errors,
 * rejections and CSP violations.
 */
function recordErrors() {
  const page = window as Window & { __engineErrors?: string[] };
  if (page.__engineErrors) return;
  const seen: string[] = [];
  page.__engineErrors = seen;
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    seen.push(args.map(String).join(' '));
    original(...args);
  };
  addEventListener('error', (event) => seen.push(event.message || `failed to load ${String((event.target as Element | null)?.outerHTML)}`), true);
  addEventListener('unhandledrejection', (event) => seen.push(`unhandled rejection: ${String(event.reason)}`));
  addEventListener('securitypolicyviolation', (event) => seen.push(`CSP blocked ${event.blockedURI} (${event.violatedDirective})`));
}

interface Display {
  readonly display: string;
  /**
   * Where a window must lie to have keyboard focus, on a display with no
   * window manager: X leaves the input focus at PointerRoot, so the window
   * under the pointer has it, and Xvfb starts the pointer at the screen's
   * centre, where nothing moves it. A window that does not cover that point
   * is inactive: WebKit then matches no `:focus` or `:focus-visible` (they
   * need a focused, active frame) and `document.hasFocus()` is false, so no
   * focus ring shows. Undefined on a display of the caller's own.
   */
  readonly pointer?: Point;
  stop(): void;
}

/** An X display for MiniBrowser: DISPLAY if there is one, else an Xvfb of our own on the first free display. */
async function display(): Promise<Display> {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => undefined };
  need('xvfb');
  const server = await startXvfb();
  return { ...server, pointer: { x: xvfbScreen.width / 2, y: xvfbScreen.height / 2 } };
}

const driverReady = (origin: string) =>
  fetch(`${origin}/status`)
    .then(async (response) => ((await response.json()) as { value?: { ready?: boolean } }).value?.ready === true)
    .catch(() => false);

/** WebKitGTK's MiniBrowser, driven by selenium-webdriver through WebKitWebDriver (W3C WebDriver). */
export async function launchWebKit(driverPort: number): Promise<EnginePage> {
  const driverPath = need('webkitDriver');
  const miniBrowser = need('miniBrowser');
  const screen = await display();
  const driverProcess = spawn(driverPath, [`--port=${driverPort}`, '--host=127.0.0.1'], {
    // MiniBrowser inherits the driver's environment: the display, and the pinned fonts (tests/support/fonts.mjs).
    // On the CPU alone: painting each tile on the CPU or the GPU by which was idle, WebKitGTK drew icons
    // unlike from one session to the next (tests/visual/compare.ts).
    env: { ...browserEnv(), DISPLAY: screen.display, WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1' },
    stdio: 'ignore',
  });
  const origin = originOf(driverPort);
  const stop = () => {
    driverProcess.kill();
    screen.stop();
  };
  let driver: WebDriver;
  try {
    await untilReady(driverProcess, () => driverReady(origin), { timeout: conditionHangMs, what: `WebKitWebDriver on ${origin}` });
    driver = await new Builder()
      .usingServer(origin)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] } })
      .build();
    // WebDriver's own 30 s for a script is a cap tuned on a fast machine: a hang bound instead.
    await driver.manage().setTimeouts({ script: conditionHangMs, pageLoad: conditionHangMs });
  } catch (error) {
    stop();
    throw error;
  }
  const clickElement = async (element: WebElement) => {
    // WebDriver scrolls the element into view first, but as the page's CSS says: smoothly, where
    // the site asks for smooth scrolling, so WebKitWebDriver finds it still out of view and
    // refuses the click (element not interactable). At once, as Puppeteer does.
    await driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center", behavior: "instant" })', element);
    await element.click();
  };
  /** A point of the viewport, as WebDriver's pointer actions take it. */
  const at = (point: Point) => ({ x: Math.round(point.x), y: Math.round(point.y), origin: Origin.VIEWPORT });
  const run = <Args extends unknown[], Result>(fn: (...args: Args) => Result, args: Args) =>
    driver.executeScript<Awaited<Result>>(`return (${fn.toString()}).apply(null, arguments)`, ...args);
  const browserVersion = String((await driver.getCapabilities()).get('browserVersion'));
  return {
    engine: 'webkit',
    browserVersion,
    async goto(url) {
      appendFileSync(pageLoads, `${url}\n`);
      await driver.get(url);
      await run(recordErrors, []);
    },
    url: () => driver.getCurrentUrl(),
    async back() {
      await driver.navigate().back();
      // A page restored from the back/forward cache keeps its record; a reloaded one starts a new one.
      await run(recordErrors, []);
    },
    evaluate: (fn, ...args) => run(fn, args),
    async inject(source) {
      await driver.executeScript(source);
    },
    async waitFor(message, fn, ...args) {
      await driver.wait(async () => await run(fn, args), conditionHangMs, message);
    },
    async press(key, options) {
      const actions = driver.actions();
      if (options?.shift) await actions.keyDown(Key.SHIFT).sendKeys(seleniumKey(key)).keyUp(Key.SHIFT).perform();
      else await actions.sendKeys(seleniumKey(key)).perform();
    },
    type: (text) => driver.actions().sendKeys(text).perform(),
    click: async (selector) => clickElement(await driver.findElement({ css: selector })),
    clickAt: (point) => driver.actions().move(at(point)).click().perform(),
    byRole(role, name) {
      const what = `the ${role} "${name}"`;
      // Resolved with the condition's first truthy answer: the one element.
      const one = () =>
        driver.wait(
          async () => {
            const found = await findByRole(driver, role, name);
            if (found.length > 1) throw new Error(`${found.length} elements are ${what}`);
            return found[0];
          },
          conditionHangMs,
          `${what} never showed`,
        ) as Promise<WebElement>;
      return {
        click: async () => clickElement(await one()),
        async fill(text) {
          const element = await one();
          await element.clear();
          await element.sendKeys(text);
        },
        async waitFor(state = 'visible') {
          if (state === 'visible') await one();
          else await driver.wait(async () => (await findByRole(driver, role, name)).length === 0, conditionHangMs, `${what} never went`);
        },
      };
    },
    async drag(from, to) {
      await driver
        .actions()
        .move(at(from))
        .press()
        .move({ ...at(to), duration: 100 })
        .release()
        .perform();
    },
    movePointer: (to) => driver.actions().move(at(to)).perform(),
    async setViewport(width, height) {
      // The window's size, adjusted by what the toolbar takes, so the page gets the size asked for.
      // The window takes a moment to reach a new size: each step waits until the page's heights say it
      // has (its width may be held at the toolbar's minimum, so only the height is waited on). Read too
      // early, the toolbar's share came out wrong and a page was 762 px tall instead of 800.
      const untilHeight = (what: 'outerHeight' | 'innerHeight', expected: number) =>
        driver.wait(
          async () => await run((key: string, value: number) => (key === 'outerHeight' ? outerHeight : innerHeight) === value, [what, expected]),
          conditionHangMs,
          `the window's ${what} never became ${expected}`,
        );
      await driver.manage().window().setRect({ width, height });
      await untilHeight('outerHeight', height);
      const [rect, inner] = await Promise.all([driver.manage().window().getRect(), run(() => ({ width: innerWidth, height: innerHeight }), [])]);
      const outer = { width: width + (rect.width - inner.width), height: height + (rect.height - inner.height) };
      // Centred on the pointer, so that a narrow window keeps the keyboard focus (see Display.pointer).
      const at = screen.pointer && {
        x: Math.max(0, Math.round(screen.pointer.x - outer.width / 2)),
        y: Math.max(0, Math.round(screen.pointer.y - outer.height / 2)),
      };
      await driver
        .manage()
        .window()
        .setRect({ ...outer, ...at });
      await untilHeight('innerHeight', height);
    },
    // WebDriver has no media emulation: the page is shown in a scheme through its own stylesheets.
    setColorScheme: (scheme) => run(forceScheme, [scheme]),
    setOffline: () => Promise.reject(new Error('WebKitWebDriver cannot take the network away from a page')),
    async screenshot({ fullPage }) {
      // WebDriver captures what the window shows, an element's screenshot too (tests/visual/capture.ts).
      if (fullPage) throw new Error('WebKitWebDriver captures only the window: no full page');
      return Buffer.from(await driver.takeScreenshot(), 'base64');
    },
    errors: () => run(() => [...((window as Window & { __engineErrors?: string[] }).__engineErrors ?? [])], []),
    async close() {
      await driver.quit().finally(stop);
    },
  };
}
