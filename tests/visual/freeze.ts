/**
 * What the sweeps run in the page before a screenshot, the same in every
 * engine. Each function runs in the page: it may use only its arguments.
 * Nothing here writes a `style` attribute or a `<style>` element, which the
 * site's CSP forbids: the rules go in through the CSSOM, as constructed
 * stylesheets the page adopts.
 */

declare global {
  interface Window {
    /** The sheet `still` adopted, while it is in force. */
    __visualStill?: CSSStyleSheet;
    /** The colour-scheme media rules `forceScheme` rewrote, with their own text. */
    __schemeRules?: Map<CSSMediaRule, string>;
    __schemeSheet?: CSSStyleSheet;
  }
}

/**
 * Stills what moves and what arrives at its own time, then waits for the
 * photos a screenshot shows to be decoded (every photo on the page, for a
 * full-page one: lazy ones are made eager; none in a closed dialog, whose
 * full-size files load only when it opens):
 * - no animation or transition, no caret, and no scrollbars (Chromium's
 *   headless shell draws none; WebKitGTK's overlay ones show for a moment
 *   after each scroll or resize);
 * - the footer's "Ready to read offline" line hidden, and of no height: its
 *   text appears when the first service worker has installed, whenever that
 *   is. Its row keeps a button's height from the start, but on a phone the
 *   line wraps to two and the row grows by 3 px at the page's end: Firefox's
 *   phone full page of home came out 9,816 px tall when the worker had
 *   installed before the screenshot and 9,813 when it had not (under a CPU
 *   quota), and the pricing page's 4,166 or 4,163. Nothing above it moves
 *   (the sweep's reservation check holds that).
 */
export async function still(fullPage: boolean): Promise<void> {
  if (!window.__visualStill) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      [
        '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
        // WebKitGTK's overlay scrollbars show for a moment after a scroll or resize; Firefox's take width.
        '* { scrollbar-width: none !important; }',
        '::-webkit-scrollbar { display: none !important; }',
        'footer [aria-live] { visibility: hidden !important; block-size: 0 !important; }',
      ].join('\n'),
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    window.__visualStill = sheet;
  }
  const shown = [...document.images].filter((image) => {
    if (image.closest('dialog:not([open])')) return false;
    if (fullPage) {
      image.loading = 'eager';
      return true;
    }
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
  });
  // After a resize, a <picture> picks its source for the new width when the browser gets to it: until
  // then its photo is complete, but of the old crop. Each photo shown waits until it comes from the
  // sources its width's media selects: the first <source> whose media matches, and those beside it for
  // other formats. (The 3 px this was first blamed for was the offline line's row, above.)
  const urls = (srcset: string) => srcset.split(',').map((candidate) => new URL(candidate.trim().split(/\s+/)[0] ?? '', document.baseURI).href);
  const fromChosenSources = (image: HTMLImageElement) => {
    const picture = image.parentElement;
    if (!(picture instanceof HTMLPictureElement)) return true;
    const sources = [...picture.querySelectorAll('source')];
    const media = sources.find((source) => !source.media || matchMedia(source.media).matches)?.media ?? '';
    const expected = sources.filter((source) => source.media === media).flatMap((source) => urls(source.srcset));
    if (!media) expected.push(...urls(image.srcset), image.src);
    return expected.includes(image.currentSrc);
  };
  while (!shown.every(fromChosenSources)) await new Promise((frame) => requestAnimationFrame(frame));
  // Each photo's load ends first, then its decoding: a lazy photo made eager has only begun to load.
  // A photo that cannot load (offline, never seen) shows its text alternative: that is what is drawn.
  await Promise.all(
    shown.map(async (image) => {
      if (!image.complete)
        await new Promise((settled) => {
          image.addEventListener('load', settled, { once: true });
          image.addEventListener('error', settled, { once: true });
        });
      await image.decode().catch(() => undefined);
    }),
  );
  await document.fonts.ready;
  // Two frames, so what the decoded photos and the still sheet changed is painted.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

export function unstill(): void {
  const sheet = window.__visualStill;
  if (!sheet) return;
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  delete window.__visualStill;
}

/**
 * Shows the page in a colour scheme where the driver cannot emulate the
 * preference (Firefox over WebDriver BiDi, WebKitGTK over WebDriver): each
 * `prefers-color-scheme` condition in the page's stylesheets is rewritten to
 * one that always or never matches, and `color-scheme` is set to the scheme,
 * so the browser's own controls and scrollbars follow it too. The site's dark
 * theme lives only in those rules (src/styles/theme.css.ts); no script reads
 * the preference. `null` puts every rule back as it was.
 */
export function forceScheme(scheme: 'light' | 'dark' | null): void {
  const saved = (window.__schemeRules ??= new Map<CSSMediaRule, string>());
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) {
        const original = saved.get(rule) ?? rule.media.mediaText;
        if (/prefers-color-scheme/.test(original)) {
          saved.set(rule, original);
          rule.media.mediaText =
            scheme === null
              ? original
              : original.replace(/\(\s*prefers-color-scheme\s*:\s*(light|dark)\s*\)/g, (_: string, value: string) =>
                  value === scheme ? '(min-width: 0px)' : '(max-width: -1px)',
                );
        }
      }
      if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules);
  const previous = window.__schemeSheet;
  if (previous) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== previous);
  delete window.__schemeSheet;
  if (scheme === null) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`:root { color-scheme: ${scheme} !important; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  window.__schemeSheet = sheet;
}

/** Scrolls to the top at once, for a first screen. */
export function toTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
