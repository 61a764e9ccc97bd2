import type { Page } from '@playwright/test';
import { colorSchemes } from '../support/viewports.ts';
import { compareShot, shotName } from '../visual/compare.ts';
import { still, toTop, unstill } from '../visual/freeze.ts';
import { describeWhere, type Where } from './checks.ts';

/**
 * What a state's screenshots take: the first screen (scrolled to the top),
 * the screen as the state leaves it (a dialog open, the form's errors in
 * view), or the full page.
 */
export type Shot = 'first screen' | 'screen' | 'full page';

/**
 * Whether a full-page screenshot is being taken. For its moment Chromium lays
 * the page out so that the first screen's phone-crop sources match (`width <
 * 48em`): it starts their requests and cancels them when the capture ends
 * (net::ERR_ABORTED, seen on home at 1,280 px). The sweep's network watch
 * leaves out what was cancelled meanwhile: the capture's doing, not the site's.
 */
export const capture = { fullPage: false };

/**
 * How the page looks in a state, in both colour schemes, compared against the
 * Chromium baselines (tests/visual/compare.ts). Everything that moves is
 * stilled for the screenshot and set going again after it, so the checks
 * after it see the page as a visitor has it.
 */
export async function looksProblems(page: Page, where: Where, shots: readonly Shot[]): Promise<string[]> {
  const problems: string[] = [];
  for (const scheme of colorSchemes) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const shot of shots) {
      if (shot === 'first screen') await page.evaluate(toTop);
      await page.evaluate(still, shot === 'full page');
      // Playwright's own caret hiding adds a <style> element, which the CSP refuses: the still sheet hides it.
      capture.fullPage = shot === 'full page';
      const png = await page.screenshot({ fullPage: shot === 'full page', caret: 'initial', animations: 'allow' }).finally(() => (capture.fullPage = false));
      const state = where.state === 'page load' ? shot : where.state;
      problems.push(...(await compareShot('chromium', shotName(where.route.file, where.viewport, scheme, state), png)));
    }
  }
  await page.evaluate(unstill);
  await page.emulateMedia({ colorScheme: 'light' });
  return problems;
}

/**
 * The pinned fonts are the ones drawn (tests/support/fonts.mjs): the h1 and
 * the first paragraph of main in DejaVu Sans, as Chromium reports the
 * platform fonts it used. A machine whose fonts escape the pin fails here,
 * named, rather than in every screenshot.
 */
export async function pinnedFontProblems(page: Page, where: Where): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const problems: string[] = [];
    for (const selector of ['h1', 'main p']) {
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      const families = fonts.map((font) => font.familyName);
      if (families.some((family) => family !== 'DejaVu Sans'))
        problems.push(`${describeWhere(where, 'fonts')}: ${selector} is drawn in ${families.join(', ')}, not only DejaVu Sans`);
    }
    return problems;
  } finally {
    await session.detach();
  }
}
