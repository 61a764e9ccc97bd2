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
 * Paper, whatever the screen's theme: black text on white, no tinted
 * surfaces, every accent black, so nothing printed depends on colour.
 */
export const printColors: ColorTokens = {
  ...lightColors,
  surface: palette.white,
  surfaceRaised: palette.white,
  surfaceSunken: palette.white,
  text: palette.black,
  textMuted: palette.black,
  border: palette.black,
  accent: palette.black,
  accentHover: palette.black,
  onAccent: palette.white,
  accentSubtle: palette.white,
  link: palette.black,
  rating: palette.black,
  danger: palette.black,
  success: palette.black,
};
