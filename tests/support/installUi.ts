import type { ManifestOptions } from 'vite-plugin-pwa';

/** The web manifest, as built and as served, in vite-plugin-pwa's type of it. */
export type WebManifest = ManifestOptions;
export type ManifestScreenshot = ManifestOptions['screenshots'][number];

/**
 * Chromium's rules for the richer install dialog's screenshots (web.dev,
 * "richer install UI"). Page.getAppManifest reports parse errors only, not
 * these, so the tests check them here.
 */
const screenshotRules = { minSide: 320, maxSide: 3840, maxAspect: 2.3 } as const;

/** Every rule a set of screenshots breaks, one line each; empty when the dialog can show them all. */
export function screenshotProblems(screenshots: readonly ManifestScreenshot[]): string[] {
  const problems: string[] = [];
  const aspects = new Map<string, Set<string>>();
  for (const formFactor of ['wide', 'narrow']) {
    if (!screenshots.some((shot) => shot.form_factor === formFactor)) problems.push(`no ${formFactor} screenshot`);
  }
  for (const shot of screenshots) {
    const size = /^(\d+)x(\d+)$/.exec(shot.sizes);
    if (!size) {
      problems.push(`${shot.src}: sizes "${shot.sizes}" is not one WIDTHxHEIGHT`);
      continue;
    }
    const [width, height] = [Number(size[1]), Number(size[2])];
    if (Math.min(width, height) < screenshotRules.minSide || Math.max(width, height) > screenshotRules.maxSide) {
      problems.push(`${shot.src}: ${shot.sizes} has a side outside ${screenshotRules.minSide}–${screenshotRules.maxSide} px`);
    }
    if (Math.max(width, height) / Math.min(width, height) > screenshotRules.maxAspect) {
      problems.push(`${shot.src}: ${shot.sizes} has its long side more than ${screenshotRules.maxAspect} times the short one`);
    }
    if (shot.form_factor === 'wide' && width <= height) problems.push(`${shot.src}: a wide screenshot must be landscape`);
    if (shot.form_factor === 'narrow' && width >= height) problems.push(`${shot.src}: a narrow screenshot must be portrait`);
    if (shot.type !== 'image/png' && shot.type !== 'image/jpeg') problems.push(`${shot.src}: type ${shot.type ?? 'missing'}, not PNG or JPEG`);
    if (!shot.label?.trim()) problems.push(`${shot.src}: no label`);
    const formFactor = shot.form_factor ?? 'none';
    // Aspect ratios compared as reduced fractions, so 1280x800 and 1920x1200 agree exactly.
    const divisor = gcd(width, height);
    aspects.set(formFactor, (aspects.get(formFactor) ?? new Set()).add(`${width / divisor}:${height / divisor}`));
  }
  for (const [formFactor, ratios] of aspects) {
    if (ratios.size > 1) problems.push(`${formFactor} screenshots differ in aspect ratio: ${[...ratios].join(', ')}`);
  }
  return problems;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
