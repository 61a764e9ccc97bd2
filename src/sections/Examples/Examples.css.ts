import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const figure = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const comparison = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
});

const pane = style({ display: 'grid', alignContent: 'end', gap: vars.space.xxs, padding: vars.space.md, minHeight: '9rem', fontSize: '0.9rem' });

export const before = style([pane, { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted }]);

export const after = style([pane, { backgroundColor: vars.color.accentSubtle, color: vars.color.text }]);

export const paneLabel = style({ fontWeight: 800, textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.8rem' });
