import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const root = style({ display: 'grid', gap: vars.space.lg, alignContent: 'start' });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const nameRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
});

export const field = style({ display: 'grid', gap: vars.space.xxs });

export const label = style({ fontWeight: 700 });

export const hint = style({ color: vars.color.textMuted, fontSize: '0.925rem' });

export const error = style({ color: vars.color.danger, fontWeight: 700 });

export const input = style({
  width: '100%',
  minHeight: '2.75rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.textMuted}`,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const textarea = style([input, { minHeight: '10rem', resize: 'vertical' }]);

export const note = style({ color: vars.color.textMuted });

export const submit = style({ justifySelf: 'start' });

const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  backgroundColor: vars.color.surfaceRaised,
  outline: 'none',
});

export const summary = style([
  panel,
  {
    borderColor: vars.color.danger,
    borderTop: `1px solid ${vars.color.border}`,
    borderRight: `1px solid ${vars.color.border}`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const summaryList = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const summaryLink = style({ color: vars.color.danger, fontWeight: 700 });

export const sent = style([
  panel,
  {
    borderColor: vars.color.success,
    borderTop: `1px solid ${vars.color.border}`,
    borderRight: `1px solid ${vars.color.border}`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const panelTitle = style({ fontSize: '1.2rem', outline: 'none' });

export const title = style({ fontSize: '1.5rem' });
