import type { EnginePage } from './enginePage.ts';

/**
 * The one rule for a visible focus indicator, in every engine: the Chromium
 * keyboard passes (tests/support/keyboard.ts) and the Firefox and WebKit
 * journeys (tests/engines/) both ask it. A control shows its focus with an
 * outline at least 2 px wide (the site draws 3 px; WCAG 2.4.13's minimum area
 * is a 2 px perimeter) or a ring drawn as a box shadow. A control drawn by a
 * sibling (the comparisons' range input is transparent over the photographs)
 * shows its focus on the drawing: the next sibling's ::after.
 *
 * Runs in the page, so it may use only its argument. Returns null when the
 * indicator shows, else what is wrong with it.
 */
function focusIndicatorProblem(element: Element): string | null {
  const drawnBy = getComputedStyle(element).opacity === '0' ? element.nextElementSibling : null;
  const style = drawnBy ? getComputedStyle(drawnBy, '::after') : getComputedStyle(element);
  if (style.boxShadow !== 'none') return null;
  if (style.outlineStyle === 'none') return 'no outline and no ring';
  const width = Number.parseFloat(style.outlineWidth);
  return width >= 2 ? null : `its outline is ${width} px wide, under 2 px`;
}

declare global {
  interface Window {
    /** `focusIndicatorProblem`, put in the page by `focusIndicatorScript` for in-page code that needs it. */
    __focusIndicatorProblem?: typeof focusIndicatorProblem;
  }
}

/** A script that puts the rule in a page as `window.__focusIndicatorProblem`: run it before in-page code that calls it. */
export const focusIndicatorScript = `window.__focusIndicatorProblem = ${focusIndicatorProblem.toString()};`;

/**
 * Where focus is, and why it does not show (`indicator`: null when it shows), by the one rule
 * every engine is held to (above), put in the page first.
 */
export async function focusNow(page: EnginePage) {
  await page.inject(focusIndicatorScript);
  return page.evaluate(() => {
    const active = document.activeElement;
    const problem = window.__focusIndicatorProblem;
    if (!problem) throw new Error('the focus-indicator rule is not in the page');
    if (!(active instanceof HTMLElement) || active === document.body)
      return { tag: 'body', text: '', indicator: 'focus is on no element', inMain: false, inDialog: false, inView: false };
    const box = active.getBoundingClientRect();
    return {
      tag: active.tagName.toLowerCase(),
      text: (active.getAttribute('aria-label') ?? active.textContent).trim(),
      indicator: problem(active),
      inMain: Boolean(active.closest('main')),
      inDialog: Boolean(active.closest('dialog')),
      inView: box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth,
    };
  });
}
