import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { instructions } from '@vite-pwa/assets-generator/api/instructions';
import type { Preset } from '@vite-pwa/assets-generator/config';
import type { Plugin } from 'vite';
import { type IconName, iconPaths } from '../../assets/iconPaths.ts';
import { appShortcuts } from '../../content/installedApp.ts';

/** Chromium asks for shortcut icons of at least 96 px; Android draws them at 48 dp, which is 96 px on most phones. */
export const shortcutIconSize = 96;

/** Where the shortcut icons are published, apart from the precached icons (they are only read when the app is installed). */
export const shortcutIconsDir = 'shortcuts';

export const shortcutIconPath = (name: string) => `${shortcutIconsDir}/${name}-${shortcutIconSize}x${shortcutIconSize}.png`;

/** The app icon's artwork, the one SVG every icon comes from. */
const appIconSvg = 'public/favicon.svg';

/**
 * The app icon with its glyph swapped for one of the site's own icons: the same
 * tile (shape, radius, colour) and the same stroke colour as favicon.svg, so
 * each shortcut is recognisably PixelLift and says which page it opens.
 */
export function shortcutSvg(favicon: string, glyph: IconName): string {
  const stroke = /<path\b[^>]*\bstroke="([^"]+)"/.exec(favicon)?.[1];
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(favicon);
  const tile = favicon.replace(/<path\b[^>]*\/>/g, '');
  if (!stroke || !viewBox || tile === favicon || !tile.includes('<rect')) {
    throw new Error(`${appIconSvg} no longer has the tile and stroked paths the shortcut icons are drawn from`);
  }
  // The glyph's 24-unit grid takes the middle 62.5% of the tile: its strokes then span about half of it, like the favicon's arrow.
  const side = Number(viewBox[1]);
  const scale = (side * 0.625) / 24;
  const offset = (side - 24 * scale) / 2;
  const paths = iconPaths[glyph].map((d) => `<path d="${d}"/>`).join('');
  const glyphGroup = `<g transform="translate(${offset} ${offset}) scale(${scale})" fill="none" stroke="${stroke}" stroke-width="2.25" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;
  return tile.replace('</svg>', `${glyphGroup}</svg>`);
}

/** One transparent PNG per size, as the app's own icons are made: same generator, same padding and PNG settings. */
function shortcutPreset(name: string): Preset {
  return {
    transparent: { sizes: [shortcutIconSize] },
    maskable: { sizes: [] },
    apple: { sizes: [] },
    assetName: (_type, size) => `${name}-${size.width}x${size.height}.png`,
  };
}

async function shortcutIconPng(favicon: string, name: string, glyph: IconName): Promise<Buffer> {
  const svg = Buffer.from(shortcutSvg(favicon, glyph));
  const generated = await instructions({
    imageResolver: () => svg,
    imageName: `${name}.svg`,
    preset: shortcutPreset(name),
    htmlLinks: { xhtml: false, includeId: false },
    basePath: '/',
    resolveSvgName: (svgName) => svgName,
  });
  const [asset, ...others] = Object.values(generated.transparent);
  if (!asset || others.length) throw new Error(`expected one ${shortcutIconSize} px icon for the ${name} shortcut`);
  return asset.buffer();
}

/**
 * Emits a 96 px icon per app shortcut (src/content/installedApp.ts), drawn
 * from public/favicon.svg by @vite-pwa/assets-generator like the app's icons.
 */
export function shortcutIcons(): Plugin {
  let root = process.cwd();
  return {
    name: 'pixellift:shortcut-icons',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const favicon = await readFile(resolve(root, appIconSvg), 'utf8');
      for (const shortcut of appShortcuts) {
        this.emitFile({ type: 'asset', fileName: shortcutIconPath(shortcut.page), source: await shortcutIconPng(favicon, shortcut.page, shortcut.icon) });
      }
    },
  };
}
