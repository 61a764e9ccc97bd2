import { assignVars, createGlobalTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkColors, lightColors, printColors } from './themes';

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
} as const;
