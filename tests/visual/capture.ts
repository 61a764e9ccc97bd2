import sharp from 'sharp';
import type { EnginePage } from '../support/enginePage.ts';
import { colorSchemes } from '../support/viewports.ts';
import type { Where } from '../sweep/checks.ts';
import { compareShot, looksSame, shotName } from './compare.ts';
import { still, toTop, unstill } from './freeze.ts';

/**
 * The one capture path of every page state's screenshots, in every engine:
 * the Chromium sweep (tests/sweep/sweep.spec.ts) and the Firefox and WebKit
 * page journeys (tests/engines/journeys.ts) take each state of the one table
 * (tests/sweep/states.ts) here, and compare it against that engine's
 * baselines (tests/visual/compare.ts).
 */

/**
 * What a state's screenshots take: the first screen (scrolled to the top),
 * the screen as the state leaves it (a dialog open, the form's errors in
 * view), or the full page.
 */
export type Shot = 'first screen' | 'screen' | 'full page';

/** The width of WebKitGTK's overlay scrollbar at the right edge, left out of its screenshots. */
const scrollbarStrip = 8;

/**
 * A screenshot once the page has stopped changing: taken again until two in a
 * row look the same within the comparison's tolerance, as Playwright's own
 * comparison waits for two alike. WebKitGTK repaints the header's icons for a
 * while after a resize or a scroll, after the page's own frames have passed,
 * and two of its screenshots of a still page differ by 1 to 4 single pixels of
 * text; Firefox's are held to the same. Chromium's captures of a still page
 * came out identical in every run measured, so it takes one.
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
  if (page.engine === 'chromium') return previous;
  for (let attempt = 1; attempt < 5; attempt += 1) {
    const next = await take();
    if (await looksSame(page.engine, previous, next)) return next;
    previous = next;
  }
  throw new Error(`the page did not stop changing: 5 screenshots in a row differed${fullPage ? ' (full page)' : ''}`);
}

/**
 * How the page looks in a state, in both colour schemes: one problem line per
 * screenshot that differs from its baseline. Everything that moves is stilled
 * for the screenshot and set going again after it, and the page is given back
 * its own scheme, so the checks after it see the page as a visitor has it.
 */
export async function shotProblems(page: EnginePage, where: Where, taken: readonly Shot[]): Promise<string[]> {
  const problems: string[] = [];
  if (taken.length === 0) return problems;
  try {
    for (const scheme of colorSchemes) {
      await page.setColorScheme(scheme);
      for (const shot of taken) {
        if (shot === 'first screen') await page.evaluate(toTop);
        await page.evaluate(still, shot === 'full page');
        const png = await steadyShot(page, shot === 'full page');
        const state = where.state === 'page load' ? shot : where.state;
        problems.push(...(await compareShot(page.engine, shotName(where.route.file, where.viewport, scheme, state), png)));
      }
    }
  } finally {
    await page.setColorScheme(null);
    await page.evaluate(unstill);
  }
  return problems;
}
