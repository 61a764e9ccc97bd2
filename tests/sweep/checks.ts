import type { Page } from '@playwright/test';
import { site } from '../../src/config/site.ts';
import { skipLinkText } from '../../src/content/shell.ts';
import type { RouteCase } from '../routes.ts';
import type { Engine, EnginePage } from '../support/enginePage.ts';
import { focusNow } from '../support/focusIndicator.ts';
import { focusFromTop, keyboardPass } from '../support/keyboard.ts';
import { type ViewportName, viewports } from '../support/viewports.ts';

/**
 * A read-only check of a page in a state: what is wrong on it now, as lines
 * that start with where it was seen, so one failure never hides another (the
 * sweep gathers every line and fails once). Written against `EnginePage`, it
 * runs in every engine that enters the state: Chromium's sweep, and the
 * Firefox and WebKit page journeys.
 */
export type Check = (page: EnginePage, where: Where) => Promise<string[]>;

/** A check that reads what only Chromium gives (tests/sweep/states.ts says what, state by state). */
export type ChromiumCheck = (page: Page, where: Where) => Promise<string[]>;

/** Where a check looked: route, viewport, state, and the engine where not Chromium's sweep. */
export interface Where {
  readonly route: RouteCase;
  readonly viewport: ViewportName;
  readonly state: string;
  readonly engine?: Engine;
}

/** A problem's place, engine first (Chromium's unless named), and the colour scheme for checks that read colours. */
export const describeWhere = (where: Where, check: string, scheme?: string) =>
  [where.engine ?? 'chromium', where.route.path, where.viewport, ...(scheme ? [scheme] : []), where.state, check].join(' · ');

/** One h1, no skipped heading level, one banner, main and footer, every repeatable landmark named once, and the page's language. */
export async function structureProblems(page: Page, where: Where): Promise<string[]> {
  const found = await page.evaluate(() => {
    const outsideClosedDialogs = (element: Element) => !element.closest('dialog:not([open])');
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(outsideClosedDialogs).map((heading) => Number(heading.tagName[1]));
    const landmarks = [...document.querySelectorAll('nav, aside, section[aria-labelledby], section[aria-label], [role="region"]')]
      .filter(outsideClosedDialogs)
      .map((element) => {
        const labelledBy = element.getAttribute('aria-labelledby');
        const name = labelledBy ? document.getElementById(labelledBy)?.textContent.trim() : element.getAttribute('aria-label');
        return `${element.tagName.toLowerCase()}:${name ?? ''}`;
      });
    return { h1: document.querySelectorAll('h1').length, levels, landmarks, lang: document.documentElement.lang };
  });
  const problems: string[] = [];
  if (found.h1 !== 1) problems.push(`${found.h1} h1 elements, not 1`);
  if (found.levels[0] !== 1) problems.push(`the first heading is an h${found.levels[0] ?? '(none)'}, not the h1`);
  found.levels.forEach((level, index) => {
    const previous = found.levels[index - 1];
    if (previous !== undefined && level > previous + 1) problems.push(`heading ${index} is an h${level} after an h${previous}`);
  });
  for (const role of ['banner', 'main', 'contentinfo'] as const) {
    const count = await page.getByRole(role).count();
    if (count !== 1) problems.push(`${count} ${role} landmarks, not 1`);
  }
  for (const landmark of found.landmarks) if (landmark.endsWith(':')) problems.push(`landmark without a name: ${landmark}`);
  if (new Set(found.landmarks).size !== found.landmarks.length) problems.push(`duplicate landmark names in ${found.landmarks.join(', ')}`);
  if (found.lang !== 'en') problems.push(`html lang is "${found.lang}", not "en"`);
  return problems.map((problem) => `${describeWhere(where, 'structure')}: ${problem}`);
}

/** After hydration the head holds each tag once (a failed hydration duplicates them), with the route's own title. */
export async function headProblems(page: EnginePage, where: Where): Promise<string[]> {
  const head = await page.evaluate(() => ({
    titles: [...document.querySelectorAll('head title')].map((title) => title.textContent),
    descriptions: [...document.querySelectorAll('head meta[name="description"]')].map((meta) => meta.getAttribute('content')),
  }));
  const problems: string[] = [];
  if (head.titles.length !== 1 || head.titles[0] !== where.route.title) problems.push(`titles ${JSON.stringify(head.titles)}, not ["${where.route.title}"]`);
  if (head.descriptions.length !== 1 || head.descriptions[0] !== where.route.description) {
    problems.push(`descriptions ${JSON.stringify(head.descriptions)}, not ["${where.route.description}"]`);
  }
  return problems.map((problem) => `${describeWhere(where, 'head after hydration')}: ${problem}`);
}

declare global {
  interface Window {
    /** Set by watchPage: elements removed from #root until hydrationProblems reads them, and the watch itself. */
    __removedByHydration?: string[];
    __hydrationWatch?: MutationObserver;
    /** Set by watchPage: every Content Security Policy violation the page reported. */
    __cspViolations?: string[];
  }
}

/**
 * An init script, run before the page's own: records elements removed from
 * #root until hydrationProblems reads them right after hydration (a mismatched
 * hydration re-creates the tree), and every CSP violation for the page's life.
 */
export function watchPage(): void {
  const removed: string[] = [];
  const violations: string[] = [];
  window.__removedByHydration = removed;
  window.__cspViolations = violations;
  window.__hydrationWatch = new MutationObserver((records) => {
    for (const record of records) {
      if (!document.getElementById('root')?.contains(record.target)) continue;
      for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 80));
    }
  });
  window.__hydrationWatch.observe(document, { childList: true, subtree: true });
  document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
}

/** Hydration kept the server's markup: nothing removed from #root, one tree in it. Read once, right after hydration: the watch ends here. */
export async function hydrationProblems(page: Page, where: Where): Promise<string[]> {
  const { removed, roots } = await page.evaluate(() => {
    window.__hydrationWatch?.disconnect();
    return { removed: window.__removedByHydration ?? ['(the watch was not installed)'], roots: document.querySelectorAll('#root > *').length };
  });
  return [
    ...removed.map((element) => `${describeWhere(where, 'hydration')}: removed ${element}`),
    ...(roots === 1 ? [] : [`${describeWhere(where, 'hydration')}: #root holds ${roots} elements, not 1`]),
  ];
}

export async function cspProblems(page: Page, where: Where): Promise<string[]> {
  const violations = await page.evaluate(() => window.__cspViolations ?? ['(the watch was not installed)']);
  return violations.map((violation) => `${describeWhere(where, 'Content Security Policy')}: ${violation}`);
}

/** With reduced motion asked for, nothing animates or transitions, and scrolling is instant. */
export async function motionProblems(page: Page, where: Where): Promise<string[]> {
  const moving = await page.evaluate(() => {
    const seconds = (value: string) => Math.max(...value.split(',').map((part) => Number.parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)));
    const animated = Array.from(document.querySelectorAll('*'))
      .flatMap((element) => [null, '::before', '::after'].map((pseudo) => ({ element, style: getComputedStyle(element, pseudo) })))
      .filter(({ style }) => seconds(style.animationDuration) > 0 || seconds(style.transitionDuration) > 0)
      .map(
        ({ element, style }) =>
          `${element.tagName.toLowerCase()}.${element.className}: animation ${style.animationDuration}, transition ${style.transitionDuration}`,
      );
    const scroll = getComputedStyle(document.documentElement).scrollBehavior;
    return scroll === 'auto' ? animated : [...animated, `scroll-behavior is ${scroll}`];
  });
  return moving.map((problem) => `${describeWhere(where, 'reduced motion')}: ${problem}`);
}

/** Every in-page link (`#id`) leads to exactly one element. */
export async function inPageLinkProblems(page: EnginePage, where: Where): Promise<string[]> {
  const broken = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
      .map((link) => decodeURIComponent(link.getAttribute('href')?.slice(1) ?? ''))
      .filter((id) => id !== '' && document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length !== 1),
  );
  return broken.map((id) => `${describeWhere(where, 'in-page links')}: #${id} does not lead to exactly one element`);
}

/** Controls that wait for the app (the examples' sliders) are enabled once it has hydrated. */
export async function disabledControlProblems(page: EnginePage, where: Where): Promise<string[]> {
  const disabled = await page.evaluate(() => document.querySelectorAll('input:disabled, button:disabled, select:disabled, textarea:disabled').length);
  return disabled === 0 ? [] : [`${describeWhere(where, 'controls after hydration')}: ${disabled} still disabled`];
}

/** The whole keyboard pass: Tab forwards in colours, Shift+Tab back in forced colours. */
export const keyboardProblems: ChromiumCheck = (page, where) => keyboardPass(page, (mode) => describeWhere(where, mode), { forwardOnly: false });

/**
 * Tab forwards only, for the offline notice fixed at the foot of the window
 * (keyboardPass says why forwards is the direction that meets a notice). The
 * page-load state's full pass covers Shift+Tab; the notice holds no control,
 * so forced colours show nothing new either.
 */
export const forwardKeyboardProblems: ChromiumCheck = (page, where) => keyboardPass(page, (mode) => describeWhere(where, mode), { forwardOnly: true });

/** WCAG 1.4.12 text spacing, applied to everything. */
const textSpacing = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p, li, dd, dt { margin-bottom: 2em !important; }`;

/**
 * `layoutFits` under a user stylesheet, added as a constructed sheet (the site's CSP rightly
 * refuses a <style> element) and taken away again. `applied` proves the sheet took effect,
 * so the check cannot pass by accident.
 */
async function fitsWithUserStyles(page: EnginePage, css: string, applied: () => boolean): Promise<string[]> {
  await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, css);
  try {
    return (await page.evaluate(applied)) ? await layoutFits(page) : ['the user stylesheet did not apply'];
  } finally {
    await page.evaluate(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  }
}

/** Sideways scrolling and text cut off by its own box (visually hidden helpers excepted). */
async function layoutFits(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const clipped = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        if (!element.checkVisibility() || element.closest('dialog:not([open])')) return false;
        const style = getComputedStyle(element);
        if (style.getPropertyValue('clip') !== 'auto' || (element.clientWidth <= 1 && element.clientHeight <= 1)) return false;
        const clipsX = ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const clipsY = ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        return (clipsX || clipsY) && element.textContent.trim().length > 0;
      })
      .map((element) => `text cut off in ${element.tagName.toLowerCase()}.${element.className}: "${element.textContent.trim().slice(0, 40)}"`);
    return [...(overflow > 0 ? [`scrolls ${overflow} px sideways`] : []), ...clipped];
  });
}

/**
 * Reflow (WCAG 1.4.10) and text resizing (1.4.4, 1.4.12), on the page as it
 * is: on the phone pass at 320 CSS px, then at its own width with WCAG's text
 * spacing; on the desktop pass at 200% text size. The viewport is put back.
 */
export async function reflowProblems(page: EnginePage, where: Where): Promise<string[]> {
  const viewport = viewports[where.viewport];
  const problems: string[] = [];
  const report = (check: string, found: string[]) => problems.push(...found.map((problem) => `${describeWhere(where, check)}: ${problem}`));
  if (where.viewport === 'mobile') {
    await page.setViewport(320, 640);
    report('reflow at 320 px', await layoutFits(page));
    await page.setViewport(viewport.width, viewport.height);
    report('WCAG text spacing', await fitsWithUserStyles(page, textSpacing, () => getComputedStyle(document.body).wordSpacing !== '0px'));
  } else {
    const doubled = () => getComputedStyle(document.documentElement).fontSize === '32px';
    report('200% text size', await fitsWithUserStyles(page, 'html { font-size: 200% !important; }', doubled));
  }
  return problems;
}

/**
 * The motion checks fail only while something animates. This one reads the
 * stylesheet itself, through the browser's own parser: the reduced-motion
 * reset is there, applies to every element and pseudo-element with
 * !important, nothing else declares motion as !important (which would
 * outrank it), and it matches the comparison's parts and the notices on the
 * page now (run with a notice showing, on a page with a comparison).
 */
export async function motionResetProblems(page: EnginePage, where: Where): Promise<string[]> {
  const report = await page.evaluate(() => {
    const motion = ['transition-duration', 'animation-duration', 'transition', 'animation'];
    const styleRules = (rules: CSSRuleList): CSSStyleRule[] =>
      [...rules].flatMap((rule) => (rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSGroupingRule ? styleRules(rule.cssRules) : []));
    const sheets = [...document.styleSheets];
    const reset = sheets
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /prefers-reduced-motion:\s*reduce/.test(rule.conditionText))
      .flatMap((block) => styleRules(block.cssRules))
      .find((rule) =>
        ['transition-duration', 'animation-duration'].every(
          (property) => rule.style.getPropertyValue(property) === '0s' && rule.style.getPropertyPriority(property) === 'important',
        ),
      );
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${element.className}`;
    const comparison = [...document.querySelectorAll('main input[type="range"]')].flatMap((input) => [input, ...(input.parentElement?.children ?? [])]);
    const notices = [...document.querySelectorAll('[role="status"], [role="status"] *')];
    return {
      reset: reset?.selectorText ?? null,
      pseudoElements: ['::before', '::after'].filter((pseudo) => reset?.selectorText.includes(pseudo)),
      comparison: comparison.length,
      notices: notices.length,
      uncovered: [...comparison, ...notices].filter((element) => !reset || !element.matches(reset.selectorText)).map(describe),
      outranking: sheets
        .flatMap((sheet) => styleRules(sheet.cssRules))
        .filter((rule) => rule !== reset && motion.some((property) => rule.style.getPropertyPriority(property) === 'important'))
        .map((rule) => rule.selectorText),
    };
  });
  const problems = [
    ...(report.reset ? [] : ['no reset inside @media (prefers-reduced-motion: reduce)']),
    ...(report.pseudoElements.length === 2
      ? []
      : [`the reset covers ${report.pseudoElements.join(' and ') || 'no'} pseudo-elements, not ::before and ::after`]),
    ...(report.comparison > 3 ? [] : [`only ${report.comparison} comparison parts found`]),
    ...(report.notices > 1 ? [] : [`only ${report.notices} notice parts found`]),
    ...report.uncovered.map((element) => `the reset does not match ${element}`),
    ...report.outranking.map((selector) => `${selector} declares motion !important, outranking the reset`),
  ];
  return problems.map((problem) => `${describeWhere(where, 'reduced-motion reset')}: ${problem}`);
}

/** The footer's copyright line reads the visitor's clock, not the build's. */
export async function footerYearProblems(page: EnginePage, where: Where): Promise<string[]> {
  const { year, footer } = await page.evaluate(() => ({ year: new Date().getFullYear(), footer: document.querySelector('footer')?.textContent ?? '' }));
  return footer.includes(`© ${year} ${site.name}`) ? [] : [`${describeWhere(where, 'footer year')}: no "© ${year} ${site.name}" in the footer`];
}

/**
 * The skip link is the first tab stop, in view when focused, and Enter on it
 * puts focus on main, where Tab continues; each stop after it shows its focus
 * (on /terms eight of them, as the contents list begins; on the home page the
 * first comparison's control, whose focus its drawing shows, is among the
 * first three). From the top, as on arrival.
 */
export async function skipLinkProblems(page: EnginePage, where: Where): Promise<string[]> {
  if (!(await page.evaluate(() => document.hasFocus())))
    return [`${describeWhere(where, 'skip link')}: the browser window does not have the keyboard focus, so no focus can show`];
  await focusFromTop(page);
  const problems: string[] = [];
  await page.press('Tab');
  const first = await focusNow(page);
  if (first.text !== skipLinkText || !first.inView) problems.push(`the first tab stop is ${first.tag} "${first.text}"${first.inView ? '' : ', out of view'}`);
  if (first.indicator !== null) problems.push(`the skip link shows no focus indicator: ${first.indicator}`);
  await page.press('Enter');
  // Waited for: WebKit's driver hands back the key press before the focus has moved.
  await page
    .waitFor('main never took the focus', () => document.activeElement === document.querySelector('main'))
    .catch(() => problems.push('Enter on it does not focus main'));
  const stops = where.route.key === 'terms' ? 8 : 3;
  for (let step = 0; step <= stops; step += 1) {
    await page.press('Tab');
    const stop = await focusNow(page);
    if (step === 0 && !stop.inMain) problems.push('Tab after it leaves main');
    if (stop.tag === 'body') problems.push(`Tab ${step + 1} after it reached no control`);
    else if (stop.indicator !== null) problems.push(`Tab ${step + 1} after it: "${stop.text}" shows no focus indicator: ${stop.indicator}`);
  }
  // Left as found, for the states after: Firefox showed the next dialog's focused Close with a focus
  // ring when the focus came to it from a stop the keyboard had reached, and the page behind scrolled.
  await focusFromTop(page);
  return problems.map((problem) => `${describeWhere(where, 'skip link')}: ${problem}`);
}

/** The offline notice's strip was reserved in the task that showed it (watched as the state was entered, tests/sweep/states.ts). */
export async function noticeReservationProblems(page: EnginePage, where: Where): Promise<string[]> {
  const { covered, reserved } = await page.evaluate(() => window.__noticeArrival ?? Promise.reject(new Error('no watch installed')));
  const at = describeWhere(where, 'notice reserves its strip');
  if (covered <= 0) return [`${at}: the notice covers no part of the window (${covered} px)`];
  return reserved >= Math.floor(covered) ? [] : [`${at}: ${reserved} px kept clear when the notice appeared, ${covered} px covered`];
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
