import type { Page } from '@playwright/test';

/**
 * Marks every element a keyboard user should reach, in DOM order, and returns
 * how many there are. Hidden, inert and tabindex=-1 elements do not count.
 */
export async function markTabStops(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector =
      'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), summary, [tabindex]';
    const stops = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
      if (element.tabIndex < 0) return false;
      if (element.closest('[inert], dialog:not([open])')) return false;
      if (element.matches('summary') && element.parentElement?.tagName !== 'DETAILS') return false;
      // Skip links are visually hidden until focused, and still a tab stop.
      return element.checkVisibility({ visibilityProperty: true }) || element.matches('a[href^="#"]');
    });
    stops.forEach((element, index) => (element.dataset.tabStop = String(index)));
    return stops.length;
  });
}

/**
 * Why the focused element cannot be seen, or null when at least part of it
 * can. Points over its box (clipped to the viewport) are hit-tested: a point
 * shows the element when what is hit there is the element, something inside
 * it, or one of its own ancestors (a control that lets the pointer through to
 * what draws it). Anything else there, a sticky header, a fixed notice, is on
 * top of it. WCAG 2.2 SC 2.4.11 asks that focus is not entirely hidden.
 */
export async function focusHiddenReason(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const describe = (node: Element | null) =>
      node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${node.textContent.trim().slice(0, 40)}"` : 'nothing';
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'focus is on no element';
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    if (right - left < 1 || bottom - top < 1) return `${describe(element)} is outside the viewport`;
    const steps = 6;
    for (let column = 0; column <= steps; column += 1) {
      for (let row = 0; row <= steps; row += 1) {
        const x = left + 0.5 + ((right - left - 1) * column) / steps;
        const y = top + 0.5 + ((bottom - top - 1) * row) / steps;
        const hit = document.elementFromPoint(x, y);
        if (hit && (element.contains(hit) || hit.contains(element))) return null;
      }
    }
    return `${describe(element)} is hidden under ${describe(document.elementFromPoint((left + right) / 2, (top + bottom) / 2))}`;
  });
}

/**
 * A keyboard pass over the page: Tab through every stop, then Shift+Tab back
 * to the first, checking after each key that the focused element can be seen.
 * Returns what went wrong, at most a handful.
 */
export async function focusJourney(page: Page, context: string): Promise<string[]> {
  const count = await markTabStops(page);
  if (count < 5) return [`${context}: only ${count} tab stops found`];
  const problems: string[] = [];
  const check = async (key: string, step: number) => {
    await page.keyboard.press(key);
    const reason = await focusHiddenReason(page);
    if (reason) problems.push(`${context} · ${key} ${step}: ${reason}`);
  };
  for (let step = 1; step <= count && problems.length < 5; step += 1) await check('Tab', step);
  for (let step = 1; step < count && problems.length < 5; step += 1) await check('Shift+Tab', step);
  return problems;
}
