import type { Page } from '@playwright/test';
import { type ColorTokens, darkColors, lightColors } from '../../src/styles/themes.ts';
import { contrastRatio } from './contrast.ts';

/**
 * The foreground/background colour pairs a rendered page actually paints,
 * found in the browser rather than listed by hand: the text colour of every
 * visible element holding text, the outline colour of every focusable element
 * when it shows keyboard focus, the colour of every meaningful graphic
 * (role="img") and the border of every form control, each against the
 * background it sits on (the nearest ancestor that paints one; every stop
 * of a gradient, and what shows through its see-through stops).
 */
type PairKind = 'text' | 'large text' | 'focus ring' | 'graphic' | 'control border';

/** WCAG 2.2 AA: 1.4.3 for text, 1.4.11 for focus indicators, graphics and control boundaries. */
const minimumRatio: Record<PairKind, number> = { text: 4.5, 'large text': 3, 'focus ring': 3, graphic: 3, 'control border': 3 };

export interface PaintedPair {
  readonly kind: PairKind;
  readonly foreground: string;
  readonly background: string;
  /** A CSS path to one element that paints it, for the failure message. */
  readonly where: string;
}

/**
 * Collects every pair the page paints now. With `focusRings`, it also focuses
 * each control in turn to read its ring, so run it last in a state, and only
 * online: focusing a link makes the router preload that page.
 */
export async function paintedPairs(page: Page, { focusRings }: { readonly focusRings: boolean }): Promise<PaintedPair[]> {
  return page.evaluate((withFocusRings) => {
    const pairs = new Map<string, { kind: string; foreground: string; background: string; where: string }>();
    const opaque = (colour: string) => colour !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(colour) && !/\/\s*0\)$/.test(colour);
    const opaqueStop = (colour: string) => colour.startsWith('rgb(');
    const path = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const classes = [...node.classList]
          .slice(0, 1)
          .map((name) => `.${name}`)
          .join('');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : classes}`);
      }
      return parts.join(' > ');
    };
    // A gradient is read as its stops: each opaque stop is a background the text may sit on, and a
    // see-through stop lets the colour beneath show, so that counts too. Candidates are joined by '+'.
    const backgroundOf = (element: Element | null): string => {
      const candidates: string[] = [];
      for (let node = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') {
          const stops = style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
          candidates.push(...stops.filter(opaqueStop));
          if (stops.length === 0 || stops.every(opaqueStop)) return [...new Set(candidates)].join('+') || `image:${style.backgroundImage}`;
        }
        if (opaque(style.backgroundColor)) return [...new Set([...candidates, style.backgroundColor])].join('+');
      }
      return [...new Set([...candidates, getComputedStyle(document.documentElement).backgroundColor])].join('+');
    };
    const add = (kind: string, foreground: string, element: Element, backgroundFrom: Element | null = element) => {
      const background = backgroundOf(backgroundFrom);
      const key = `${kind}|${foreground}|${background}`;
      if (!pairs.has(key)) pairs.set(key, { kind, foreground, background, where: path(element) });
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    };

    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || element.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
      if (ownText) {
        const size = Number.parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        add(large ? 'large text' : 'text', style.color, element);
      }
      if (element.getAttribute('role') === 'img') add('graphic', style.color, element);
      if (element.matches('input, textarea, select')) add('control border', style.borderTopColor, element, element.parentElement);
    }
    const focusable = withFocusRings
      ? document.body.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, textarea, select, summary, [tabindex]:not([tabindex="-1"])')
      : [];
    for (const element of focusable) {
      if (!shown(element) || element.closest('[inert]')) continue;
      element.focus({ preventScroll: true, focusVisible: true });
      if (document.activeElement !== element) continue;
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none') add('focus ring', style.outlineColor, element, element.parentElement);
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return [...pairs.values()] as PaintedPair[];
  }, focusRings);
}

/** Every token of a theme, by the colour Chromium computes for it; tokens that share a value are named together. */
export function tokensByColour(theme: ColorTokens): Map<string, { names: string; hex: string }> {
  const map = new Map<string, { names: string; hex: string }>();
  for (const [name, hex] of Object.entries(theme) as [keyof ColorTokens, string][]) {
    // `#rrggbb` as the `rgb(r, g, b)` Chromium computes for it.
    const key = `rgb(${[1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
    const existing = map.get(key);
    map.set(key, { names: existing ? `${existing.names}/${name}` : name, hex });
  }
  return map;
}

export const themes = { light: lightColors, dark: darkColors } as const;

/**
 * Checks pairs against the theme: each colour must be a token (a colour the
 * theme contract does not cover cannot follow the scheme), and each pair must
 * reach its WCAG minimum. Returns one message per problem.
 */
export function contrastProblems(pairs: readonly PaintedPair[], scheme: keyof typeof themes, context: string): string[] {
  const tokens = tokensByColour(themes[scheme]);
  const problems: string[] = [];
  for (const pair of pairs) {
    // A gradient gives several backgrounds; the pair must work on each.
    for (const backgroundColour of pair.background.split('+')) {
      const foreground = tokens.get(pair.foreground);
      const background = tokens.get(backgroundColour);
      if (!foreground || !background) {
        problems.push(
          `${context} · ${pair.kind} at ${pair.where}: ${foreground ? '' : `foreground ${pair.foreground} `}${background ? '' : `background ${backgroundColour} `}is not a ${scheme} theme colour`,
        );
        continue;
      }
      const ratio = contrastRatio(foreground.hex, background.hex);
      if (ratio < minimumRatio[pair.kind]) {
        problems.push(
          `${context} · ${pair.kind} ${foreground.names} on ${background.names} at ${pair.where}: ${ratio.toFixed(2)}:1, needs ${minimumRatio[pair.kind]}:1`,
        );
      }
    }
  }
  return problems;
}

/** The pairs as token names, for the test report: "text: textMuted on surfaceSunken". */
export function describePairs(pairs: readonly PaintedPair[], scheme: keyof typeof themes): string[] {
  const tokens = tokensByColour(themes[scheme]);
  return pairs.flatMap((pair) =>
    pair.background
      .split('+')
      .map((background) => `${pair.kind}: ${tokens.get(pair.foreground)?.names ?? pair.foreground} on ${tokens.get(background)?.names ?? background}`),
  );
}
