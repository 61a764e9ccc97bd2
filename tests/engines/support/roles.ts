import { By, type WebDriver, type WebElement } from 'selenium-webdriver';
import type { Role } from '../../support/enginePage.ts';

/**
 * Where the role lookups of Firefox and WebKit look for each role's elements:
 * only a shortlist, since each candidate costs WebKit round trips and Firefox
 * a name computation. Which candidate matches is decided by the role and name
 * computed for it (WebKit's own, through WebDriver; axe-core's, in Firefox),
 * never by this list.
 */
export const roleCandidates: Record<Role, string> = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"], input[type="reset"]',
  dialog: 'dialog, [role="dialog"], [role="alertdialog"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  slider: 'input[type="range"], [role="slider"]',
  status: 'output, [role="status"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], input[type="search"], textarea, [role="textbox"]',
};

/** What of axe-core the role lookup uses in the page. */
interface AxeCommons {
  setup(node: Document): unknown;
  teardown(): void;
  utils: { getNodeFromTree(element: Element): unknown };
  commons: { aria: { getRole(node: unknown): string | null }; text: { accessibleTextVirtual(node: unknown): string } };
}

/**
 * In the page: with `shown`, the one shown element of `candidates` whose role
 * and accessible name axe-core computes as `role` and `name` (false while
 * there is none, an error for two); without, whether none is shown.
 */
export function matchByRole(role: string, name: string, candidates: string, shown: boolean): Element | boolean {
  const axe = (window as unknown as { axe: AxeCommons }).axe;
  axe.setup(document);
  let found: Element[];
  try {
    found = [...document.querySelectorAll(candidates)].filter((element) => {
      if (!element.checkVisibility()) return false;
      const node = axe.utils.getNodeFromTree(element);
      return axe.commons.aria.getRole(node) === role && axe.commons.text.accessibleTextVirtual(node).trim() === name;
    });
  } finally {
    axe.teardown();
  }
  if (!shown) return found.length === 0;
  if (found.length > 1) throw new Error(`${found.length} elements are the ${role} "${name}"`);
  return found[0] ?? false;
}

/**
 * The shown elements with this computed role and label. Shown as the page's
 * checkVisibility() says, as in Firefox's lookup and Playwright's: WebDriver's
 * isDisplayed calls a slider drawn over its photo with opacity 0 hidden. Asked
 * first, since WebKitWebDriver answered Get Computed Role with an empty error
 * for a link in the closed menu.
 */
export async function findByRole(driver: WebDriver, role: Role, name: string): Promise<WebElement[]> {
  const found: WebElement[] = [];
  for (const element of await driver.findElements(By.css(roleCandidates[role]))) {
    if (!(await driver.executeScript<boolean>('return arguments[0].checkVisibility()', element))) continue;
    if ((await element.getAriaRole()) === role && (await element.getAccessibleName()) === name) found.push(element);
  }
  return found;
}
