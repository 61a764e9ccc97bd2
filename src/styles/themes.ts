import { palette } from './palette.ts';

/** Colours named by purpose. Each theme fills the same shape. */
export interface ColorTokens {
  readonly surface: string;
  readonly surfaceRaised: string;
  readonly surfaceSunken: string;
  readonly text: string;
  readonly textMuted: string;
  readonly border: string;
  readonly accent: string;
  readonly accentHover: string;
  readonly onAccent: string;
  readonly accentSubtle: string;
  readonly link: string;
  readonly focusRing: string;
  readonly rating: string;
  readonly danger: string;
  readonly success: string;
}

export const lightColors: ColorTokens = {
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.slate50,
  text: palette.ink900,
  textMuted: palette.slate600,
  border: palette.slate200,
  accent: palette.violet600,
  accentHover: palette.violet700,
  onAccent: palette.white,
  accentSubtle: palette.violet100,
  link: palette.violet700,
  focusRing: palette.blue700,
  rating: palette.amber700,
  danger: palette.red700,
  success: palette.green700,
};

export const darkColors: ColorTokens = {
  surface: palette.ink950,
  surfaceRaised: palette.ink850,
  surfaceSunken: palette.ink900,
  text: palette.slate100,
  textMuted: palette.slate300,
  border: palette.ink700,
  accent: palette.violet300,
  accentHover: palette.violet200,
  onAccent: palette.ink950,
  accentSubtle: palette.ink800,
  link: palette.violet300,
  focusRing: palette.blue300,
  rating: palette.amber300,
  danger: palette.red300,
  success: palette.green300,
};

/**
 * Foreground/background pairs the components actually use. The unit test
 * checks each reaches WCAG AA in both themes; axe checks the rendered pages.
 */
export const contrastPairs: readonly {
  readonly foreground: keyof ColorTokens;
  readonly background: keyof ColorTokens;
  readonly minimum: number;
}[] = [
  { foreground: 'text', background: 'surface', minimum: 7 },
  { foreground: 'text', background: 'surfaceRaised', minimum: 7 },
  { foreground: 'text', background: 'surfaceSunken', minimum: 7 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surfaceSunken', minimum: 4.5 },
  { foreground: 'link', background: 'surface', minimum: 4.5 },
  { foreground: 'link', background: 'surfaceSunken', minimum: 4.5 },
  { foreground: 'link', background: 'surfaceRaised', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accent', minimum: 4.5 },
  { foreground: 'onAccent', background: 'accentHover', minimum: 4.5 },
  { foreground: 'text', background: 'accentSubtle', minimum: 4.5 },
  { foreground: 'accent', background: 'accentSubtle', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', minimum: 4.5 },
  { foreground: 'success', background: 'surface', minimum: 4.5 },
  { foreground: 'rating', background: 'surfaceRaised', minimum: 3 },
  { foreground: 'focusRing', background: 'surface', minimum: 3 },
  { foreground: 'focusRing', background: 'surfaceSunken', minimum: 3 },
  { foreground: 'border', background: 'surface', minimum: 1.2 },
];
