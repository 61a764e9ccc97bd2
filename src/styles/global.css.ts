import { globalStyle } from '@vanilla-extract/css';
import { noticeSpace, vars } from './theme.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  fontFamily: vars.font.body,
  lineHeight: 1.6,
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Where scrollbars take space, keep it from the first paint: a first paint of a page's opening
  // chunk can be shorter than the window, and the scrollbar arriving with the rest would move
  // every centred column sideways (CLS 0.077 on home at 1350 px, once in a dozen runs).
  scrollbarGutter: 'stable',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' },
    // Print sizes in points; rem-based spacing follows. Page margins are in page.css (@page).
    print: { fontSize: '10.5pt', lineHeight: 1.45 },
  },
});

// Keeps hash targets and focused controls clear of the sticky header. A margin on
// the targets, not scroll-padding on the page: with scroll-padding, focusing
// anything in the sticky header or the fixed menu scrolls the page to the top.
// The same margin at the bottom keeps them clear of a notice while one shows (noticeSpace is 0 otherwise).
globalStyle('main, main *, footer *', {
  scrollMarginTop: `calc(${vars.headerHeight} + ${vars.space.md})`,
  scrollMarginBottom: `calc(${noticeSpace} + ${vars.space.md})`,
});

globalStyle('body', {
  margin: 0,
  // While a notice shows, the page's end can still scroll clear of it.
  paddingBottom: noticeSpace,
  '@media': { print: { paddingBottom: 0 } },
  minHeight: '100vh',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4', { lineHeight: 1.2, margin: 0, textWrap: 'balance' });
globalStyle('p, ul, ol, dl, figure, blockquote', { margin: 0 });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Focus moved by script to a heading or summary needs no ring, but a keyboard user still sees where they are.
globalStyle('[tabindex="-1"]:focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0s !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0s !important',
    },
  },
});

// Paper: a heading never ends a page, list items and short paragraphs keep together,
// and links are plain black text (their colour meant "clickable", which paper is not).
globalStyle('h1, h2, h3, h4', { '@media': { print: { breakAfter: 'avoid', breakInside: 'avoid' } } });
globalStyle('p', { '@media': { print: { orphans: 3, widows: 3 } } });
globalStyle('li, blockquote, figure', { '@media': { print: { breakInside: 'avoid' } } });
globalStyle('a', { '@media': { print: { color: 'inherit' } } });
// A link to another site prints its address after its text; links within the site and to
// sections of the page do not (their href is a path or a #fragment, never http).
globalStyle('main a[href^="http"]::after', { '@media': { print: { content: '" (" attr(href) ")"', fontWeight: 400 } } });
