import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../styles/theme.css.ts';

/**
 * The button look, for links and buttons alike: calls to action are links
 * (they leave for the app), the site's own actions (install, send, reload,
 * retry) are <button>s.
 */
export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    borderRadius: vars.radius.pill,
    border: '2px solid transparent',
    fontWeight: 700,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'background-color 150ms ease, color 150ms ease, border-color 150ms ease',
    minHeight: '2.75rem',
    // Every call to action leaves for the app: on paper there is nothing to press.
    '@media': { print: { display: 'none' } },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.accent,
        color: vars.color.onAccent,
        ':hover': { backgroundColor: vars.color.accentHover },
      },
      secondary: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        borderColor: vars.color.border,
        ':hover': { borderColor: vars.color.accent },
      },
    },
    size: {
      md: { paddingInline: vars.space.md, paddingBlock: vars.space.xs, fontSize: '0.975rem' },
      lg: { paddingInline: vars.space.lg, paddingBlock: vars.space.sm, fontSize: '1.05rem' },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
