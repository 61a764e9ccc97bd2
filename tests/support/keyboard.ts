import type { Page } from '@playwright/test';
import { focusIndicatorScript } from './focusIndicator.ts';

/**
 * Marks every element a keyboard user should reach, in DOM order, and returns
 * how many there are. Hidden, inert and tabindex=-1 elements do not count.
 */
async function markTabStops(page: Page): Promise<number> {
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

/** Where focus was after one key press, as the page saw it. */
interface FocusStep {
  /** The key press that put focus there. */
  readonly key: string;
  /** Its tab-stop index (markTabStops), -1 on the body, -2 on an element that is no stop. */
  readonly index: number;
  readonly label: string;
  /** Why it shows no focus indicator (tests/support/focusIndicator.ts), or null when it shows one. */
  readonly indicator: string | null;
  /** Why it cannot be seen, or null when at least part of it can (see `hiddenReason` below). */
  readonly hidden: string | null;
}

declare global {
  interface Window {
    /** Set by pressKeys: the focus after each press so far. */
    __focusSteps?: FocusStep[];
    /** Set by pressKeys: records where focus is now, after the press named. */
    __recordFocus?: (key: string) => void;
  }
}

/**
 * Presses each key in turn and returns where focus landed after each one.
 *
 * The page records the focus itself, when the next key goes down (before that
 * key moves focus) and once more after the last: one round trip per key
 * instead of two, for passes of a hundred keys and more. The focus and the
 * scroll it brings happen while the previous key is handled, so what is read
 * is where that key left focus. Motion should be reduced (a smooth scroll would
 * still be moving).
 *
 * `hidden` is found by hit-testing points over the focused element's box
 * (clipped to the viewport): a point shows the element when what is hit there
 * is the element, something inside it, or one of its own ancestors (a control
 * that lets the pointer through to what draws it). Anything else there, a
 * sticky header, a fixed notice, is on top of it. WCAG 2.2 SC 2.4.11 asks that
 * focus is not entirely hidden.
 *
 * With `fromHere`, the first step is where focus is before any key (key '').
 */
async function pressKeys(page: Page, keys: readonly string[], { fromHere = false } = {}): Promise<FocusStep[]> {
  await page.evaluate(focusIndicatorScript);
  await page.evaluate(() => {
    const describe = (node: Element | null) =>
      node ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${node.textContent.trim().slice(0, 40)}"` : 'nothing';
    const hiddenReason = (element: HTMLElement): string | null => {
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
    };
    const indicatorProblem = window.__focusIndicatorProblem;
    if (!indicatorProblem) throw new Error('the focus-indicator rule is not in the page');
    const steps: FocusStep[] = [];
    window.__focusSteps = steps;
    window.__recordFocus = (key) => {
      const element = document.activeElement;
      if (!(element instanceof HTMLElement) || element === document.body) {
        steps.push({ key, index: -1, label: 'body', indicator: 'focus is on no element', hidden: 'focus is on no element' });
        return;
      }
      steps.push({
        key,
        index: Number(element.dataset.tabStop ?? -2),
        label: describe(element),
        indicator: indicatorProblem(element),
        hidden: hiddenReason(element),
      });
    };
  });
  if (fromHere) await page.evaluate(() => window.__recordFocus?.(''));
  await page.evaluate((pressed) => {
    let count = 0;
    // Capturing on the window: before any of the page's own key handlers. A modifier's own
    // keydown (Shift of Shift+Tab) is part of the press, not a press.
    const onKeyDown = (event: KeyboardEvent) => {
      if (['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
      if (count > 0) window.__recordFocus?.(pressed[count - 1] ?? '');
      count += 1;
      if (count === pressed.length) window.removeEventListener('keydown', onKeyDown, { capture: true });
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
  }, keys);
  for (const key of keys) await page.keyboard.press(key);
  return page.evaluate(
    (last) => {
      window.__recordFocus?.(last);
      return window.__focusSteps ?? [];
    },
    keys.at(-1) ?? '',
  );
}

/** Back to the top, as on arrival: focus (and the point Tab continues from) on the body, the page at its start. */
export async function focusFromTop(page: { evaluate: (fn: () => void) => Promise<unknown> }): Promise<void> {
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus({ preventScroll: true });
    document.body.removeAttribute('tabindex');
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * A keyboard pass from the top: Tab through every stop with the page's own
 * colours, then (unless `forwardOnly`) Shift+Tab back to the first in forced
 * colours (Windows High Contrast, where box-shadow rings vanish). Each stop
 * must come in DOM order, show a focus indicator, and never be wholly hidden
 * under the sticky header or a notice (WCAG 2.2 SC 2.4.11). `where` names the
 * place a problem was seen, given the pass's mode. Returns at most 12 problems.
 *
 * Forwards only, for a page with a notice fixed at the foot of the window:
 * what keeps a stop clear of it is the scroll margin at the bottom of every
 * stop in main and the footer (src/styles/global.css.ts), and Tab meets that
 * margin at each stop it brings in from below. Shift+Tab brings stops in at
 * the top, under the header, which the full pass on the same page without a
 * notice checks.
 */
export async function keyboardPass(page: Page, where: (mode: string) => string, { forwardOnly }: { readonly forwardOnly: boolean }): Promise<string[]> {
  const count = await markTabStops(page);
  if (count <= 5) return [`${where('keyboard')}: only ${count} tab stops found`];
  await focusFromTop(page);
  const problems = (steps: readonly FocusStep[], expectedAt: (step: number) => number, mode: string) =>
    steps.flatMap((step, number) => {
      const at = `${where(`keyboard, ${mode}`)} · ${step.key} ${number}`;
      const expected = expectedAt(number);
      return [
        ...(step.index === expected ? [] : [`${at}: expected stop ${expected}, focus is on ${step.label} (stop ${step.index})`]),
        ...(step.indicator === null ? [] : [`${at}: ${step.label} shows no focus indicator: ${step.indicator}`]),
        ...(step.hidden === null ? [] : [`${at}: ${step.hidden}`]),
      ];
    });
  const forwards = problems(await pressKeys(page, Array<string>(count).fill('Tab')), (step) => step, 'Tab in colours');
  if (forwardOnly) return forwards.slice(0, 12);
  await page.emulateMedia({ forcedColors: 'active' });
  const back = await pressKeys(page, Array<string>(count - 1).fill('Shift+Tab'), { fromHere: true });
  await page.emulateMedia({ forcedColors: 'none' });
  return [...forwards, ...problems(back, (step) => count - 1 - step, 'Shift+Tab in forced colours')].slice(0, 12);
}
