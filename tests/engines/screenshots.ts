import sharp from 'sharp';
import { contactFormCopy } from '../../src/content/contact.ts';
import { heroComparison } from '../../src/content/home.ts';
import type { RouteCase } from '../routes.ts';
import type { Shot } from '../sweep/looks.ts';
import { colorSchemes, type ViewportName, viewports } from '../support/viewports.ts';
import { compareShot, looksSame, shotName } from '../visual/compare.ts';
import { forceScheme, still, toTop, unstill } from '../visual/freeze.ts';
import {
  clickOpen,
  commandFor,
  inspectButton,
  menuClosed,
  menuOpen,
  photosInViewShowTheirCrop,
  photosLoaded,
  toggleSelector,
  viewClosed,
} from './pageState.ts';
import type { EnginePage } from './support/engine.ts';

/**
 * How every page looks in Firefox and WebKit, taken on each page's journey
 * (tests/engines/journeys.ts), compared against that engine's baselines
 * (tests/visual/compare.ts): the same states and names as Chromium's sweep
 * (tests/sweep/looks.ts). Neither driver can emulate the colour-scheme
 * preference, so the page is shown in each scheme through its own
 * stylesheets (tests/visual/freeze.ts, forceScheme).
 *
 * MiniBrowser's window is never narrower than its toolbar: WebKit's phone
 * screenshots are 447 px wide, which is still a phone's layout (below the
 * 768 px breakpoint). WebKit takes no full page and no inspect view:
 * WebDriver captures only what the window shows, and in a window made as tall
 * as the page the home page's length came out 2 px apart from one session to
 * the next (9,065 and 9,067 px at 447); the inspect view's photo, centred as
 * its size settles, differed by up to 0.27 % of the screen.
 */

const viewportOrder: readonly ViewportName[] = ['desktop', 'mobile'];

/** The width of WebKitGTK's overlay scrollbar at the right edge, left out of its screenshots. */
const scrollbarStrip = 8;

/**
 * A screenshot once the page has stopped changing: taken again until two in a
 * row look the same within the comparison's tolerance (tests/visual/compare.ts),
 * as Playwright's own comparison waits for two alike. WebKitGTK repaints the
 * header's icons for a while after a resize or a scroll, after the page's own
 * frames have passed; and two of its screenshots of a still page differ by 1
 * to 4 single pixels of text.
 */
async function steadyShot(page: EnginePage, fullPage: boolean): Promise<Buffer> {
  const take = async () => {
    const png = await page.screenshot({ fullPage });
    if (page.engine !== 'webkit') return png;
    // WebKitGTK draws the page's overlay scrollbar over its right edge for a moment after each resize
    // or scroll, where no stylesheet reaches it (scrollbar-width and ::-webkit-scrollbar leave it), and
    // whether a screenshot catches it is a matter of timing: the edge's 8 px, inside the page's own
    // gutter, are left out.
    const { width, height } = await sharp(png).metadata();
    return sharp(png)
      .extract({ left: 0, top: 0, width: width - scrollbarStrip, height })
      .png()
      .toBuffer();
  };
  let previous = await take();
  for (let attempt = 1; attempt < 5; attempt += 1) {
    const next = await take();
    if (await looksSame(page.engine, previous, next)) return next;
    previous = next;
  }
  throw new Error(`the page did not stop changing: 5 screenshots in a row differed${fullPage ? ' (full page)' : ''}`);
}

async function shots(page: EnginePage, route: RouteCase, viewport: ViewportName, state: string, taken: readonly Shot[]): Promise<string[]> {
  const problems: string[] = [];
  try {
    for (const scheme of colorSchemes) {
      await page.evaluate(forceScheme, scheme);
      for (const shot of taken) {
        if (shot === 'first screen') await page.evaluate(toTop);
        await page.evaluate(still, shot === 'full page');
        const png = await steadyShot(page, shot === 'full page');
        problems.push(...(await compareShot(page.engine, shotName(route.file, viewport, scheme, state === 'page load' ? shot : state), png)));
      }
    }
  } finally {
    await page.evaluate(forceScheme, null);
    await page.evaluate(unstill);
  }
  return problems;
}

/** The page at a viewport's size, with the photos in view in the crop for it (`photosInViewShowTheirCrop`). */
async function setViewport(page: EnginePage, viewport: ViewportName) {
  await page.setViewport(viewports[viewport].width, viewports[viewport].height);
  await page.waitFor(`the photos in view did not change to the ${viewport}'s crop`, photosInViewShowTheirCrop);
}

/** The page as loaded, at both widths and in both schemes: its first screen and its full length. Leaves it at the desktop's size, at the top. */
export async function pageLooks(page: EnginePage, route: RouteCase): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of viewportOrder) {
    await setViewport(page, viewport);
    problems.push(...(await shots(page, route, viewport, 'page load', page.engine === 'webkit' ? ['first screen'] : ['first screen', 'full page'])));
  }
  await setViewport(page, 'desktop');
  await page.evaluate(toTop);
  return problems;
}

const summaryShown = (title: string) => [...document.querySelectorAll('main h3')].some((heading) => heading.textContent === title);

/**
 * The states a visitor brings the page into, as Chromium's sweep takes them:
 * the mobile menu open and the inspect view open (home), and the contact
 * form's errors. Taken after the keyboard checks, as they change the page.
 */
export async function stateLooks(page: EnginePage, route: RouteCase): Promise<string[]> {
  const problems: string[] = [];
  if (route.key === 'home') {
    await setViewport(page, 'mobile');
    await page.evaluate(toTop);
    await page.click(toggleSelector);
    await page.waitFor('the menu did not open', menuOpen);
    problems.push(...(await shots(page, route, 'mobile', 'mobile menu open', ['screen'])));
    await page.press('Escape');
    await page.waitFor('Escape did not close the menu', menuClosed);

    const opener = inspectButton(heroComparison.title);
    for (const viewport of page.engine === 'webkit' ? [] : viewportOrder) {
      await setViewport(page, viewport);
      await page.evaluate(toTop);
      const dialog = `dialog[id="${await page.evaluate(commandFor, opener)}"]`;
      await clickOpen(page, opener, dialog, `the inspect view did not open at the ${viewport}'s size`);
      await page.waitFor('the inspect view’s photos did not load', photosLoaded, dialog);
      problems.push(...(await shots(page, route, viewport, 'inspect view open', ['screen'])));
      await page.press('Escape');
      await page.waitFor('Escape did not close the inspect view', viewClosed, dialog);
    }
  }
  if (route.key === 'contact') {
    const submit = 'main form button[type="submit"]';
    for (const viewport of viewportOrder) {
      await setViewport(page, viewport);
      await page.evaluate(toTop);
      await page.click(submit);
      await page.waitFor(`${contactFormCopy.submit} showed no errors`, summaryShown, contactFormCopy.errorSummaryTitle);
      problems.push(...(await shots(page, route, viewport, 'contact form errors', ['screen'])));
    }
  }
  await setViewport(page, 'desktop');
  return problems;
}
