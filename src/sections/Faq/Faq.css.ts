import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const list = style({ display: 'grid', gap: vars.space.sm, maxWidth: vars.width.prose });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const question = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.md,
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    // The sign is drawn, not read: its alternative text is empty, so a question's name is the question
    // alone (Chromium's tree named the first FAQ "How much does an enhancement cost? +", and Orca read
    // the "+"). A browser without the alternative-text syntax keeps the first value.
    '&::after': { content: ['"+"', '"+" / ""'], fontSize: '1.4rem', lineHeight: 1, color: vars.color.accent },
    [`${item}[open] > &::after`]: { content: ['"−"', '"−" / ""'] },
  },
});

export const answer = style({ paddingInline: vars.space.md, paddingBottom: vars.space.md, color: vars.color.textMuted });
