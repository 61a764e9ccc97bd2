import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';
import type { PageMeta } from '../../content/pages.ts';
import { socialImageSize } from '../../seo/socialCard.ts';

export interface CardColors {
  readonly accent: string;
  readonly ink: string;
  readonly paper: string;
}

/** The element shape satori lays out: React's, without needing React or JSX in Node code. */
interface CardNode {
  readonly type: string;
  readonly props: Record<string, unknown> & { readonly children?: CardNode | string | readonly (CardNode | string)[] };
}

function node(type: string, props: Record<string, unknown>, ...children: (CardNode | string)[]): CardNode {
  return { type, props: { ...props, children: children.length === 1 ? children[0] : children } };
}

/**
 * The font ships with the repository's dependencies (Inter, SIL OFL 1.1, from
 * @fontsource/inter), never from the machine: satori turns every glyph into a
 * path, so the rasteriser sees no text and the system's fonts play no part.
 */
const fontFile = (weight: 400 | 700) => createRequire(import.meta.url).resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({ name: 'Inter', data: await readFile(fontFile(weight)), weight, style: 'normal' as const })),
  );
  return fonts;
}

/** The card's layout: brand mark and name, the page's title (wrapped by real glyph widths), the host. */
function card(page: PageMeta, siteName: string, host: string, colors: CardColors): CardNode {
  // The card prints the brand beside its mark, so the page's name goes without it.
  const title = page.heading;
  const logo = node(
    'svg',
    { width: 72, height: 72, viewBox: '0 0 72 72' },
    node('rect', { width: 72, height: 72, rx: 18, fill: colors.accent }),
    node('path', {
      d: 'M20 49l14-14 9 9 14-19M46 25h11v11',
      fill: 'none',
      stroke: colors.paper,
      strokeWidth: 6,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  );
  return node(
    'div',
    { style: { display: 'flex', width: '100%', height: '100%', background: colors.paper, fontFamily: 'Inter' } },
    node('div', { style: { width: 24, height: '100%', background: colors.accent } }),
    node(
      'div',
      { style: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', padding: '84px 96px 56px 72px', flex: 1 } },
      node(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 24 } },
        logo,
        node('div', { style: { fontSize: 40, fontWeight: 700, color: colors.ink } }, siteName),
      ),
      node('div', { style: { display: 'flex', fontSize: 68, fontWeight: 700, lineHeight: 1.2, color: colors.ink, maxWidth: 980, lineClamp: 3 } }, title),
      node('div', { style: { fontSize: 30, fontWeight: 400, color: colors.accent } }, host),
    ),
  );
}

/** The page's social card as SVG: shapes and glyph outlines only, no `<text>`. */
export async function socialImageSvg(page: PageMeta, siteName: string, host: string, colors: CardColors): Promise<string> {
  // satori is typed for React elements; CardNode is that shape without React in Node code.
  return satori(card(page, siteName, host, colors) as unknown as Parameters<typeof satori>[0], { ...socialImageSize, fonts: await loadFonts() });
}

/** The page's social card as PNG, the bytes the build publishes. */
export async function socialImagePng(page: PageMeta, siteName: string, host: string, colors: CardColors): Promise<Buffer> {
  const svg = await socialImageSvg(page, siteName, host, colors);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
