import { style } from '@vanilla-extract/css';

export const shell = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({ flex: '1 0 auto', outline: 'none' });
