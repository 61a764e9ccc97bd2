import { assignVars, createGlobalTheme, createThemeContract, createVar, fallbackVar, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, printColors } from './themes.ts';

const colorContract = createThemeContract({
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  text: null,
  textMuted: null,
  border: null,
  accent: null,
  accentHover: null,
  onAccent: null,
  accentSubtle: null,
  link: null,
  focusRing: null,
  rating: null,
  danger: null,
  success: null,
});

createGlobalTheme(':root', colorContract, lightColors);

globalStyle(':root', {
  colorScheme: 'light dark',
  '@media': {
    '(prefers-color-scheme: dark)': { vars: assignVars(colorContract, darkColors) },
    // After the dark theme, so paper is white in either.
    print: { colorScheme: 'light', vars: assignVars(colorContract, printColors) },
  },
});

export const vars = {
  color: colorContract,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radius: { sm: '0.375rem', md: '0.75rem', lg: '1.25rem', pill: '999px' },
  width: { content: '72rem', prose: '44rem' },
  headerHeight: '4rem',
} as const;

export const breakpoints = {
  tablet: 'screen and (min-width: 48em)',
  desktop: 'screen and (min-width: 64em)',
  /** Below the tablet breakpoint: where the header's navigation lives in the menu. */
  phone: 'screen and (width < 48em)',
} as const;

/**
 * How much of the bottom of the viewport a notice covers, set by the notices
 * (through the CSSOM) while one shows; nothing when none does. The page keeps
 * focus and its own end clear of that strip.
 */
const noticeSpaceVar = createVar();
export const noticeSpace = fallbackVar(noticeSpaceVar, '0px');
/** The custom property's name, for `style.setProperty`. */
export const noticeSpaceProperty = noticeSpaceVar.replace(/^var\((.*)\)$/, '$1');

/** Scripting is off: no script will ever run, so nothing may wait for one. */
export const noScript = '(scripting: none)';
