import type { PageMeta } from '../../content/pages.ts';
import { socialImageSize } from '../../seo/socialCard.ts';
import { escapeHtml } from '../escapeHtml.ts';

/** Greedy word wrap by character count: the card's font is fixed, so this is close enough. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The page's social card as SVG, rasterised to PNG by the build. */
export function socialImageSvg(
  page: PageMeta,
  siteName: string,
  host: string,
  colors: { readonly accent: string; readonly ink: string; readonly paper: string },
): string {
  const title = page.title.replace(/\s*\|\s*PixelLift$/, '');
  const lines = wrap(title, 26).slice(0, 3);
  const { width, height } = socialImageSize;
  const titleY = 300 - (lines.length - 1) * 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${colors.paper}"/>
  <rect x="0" y="0" width="24" height="${height}" fill="${colors.accent}"/>
  <g transform="translate(96 84)">
    <rect width="72" height="72" rx="18" fill="${colors.accent}"/>
    <path d="M20 49l14-14 9 9 14-19M46 25h11v11" fill="none" stroke="${colors.paper}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <text x="96" y="50" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="40" font-weight="700" fill="${colors.ink}">${escapeHtml(siteName)}</text>
  </g>
  <text font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="68" font-weight="700" fill="${colors.ink}">
    ${lines.map((line, index) => `<tspan x="96" y="${titleY + index * 84}">${escapeHtml(line)}</tspan>`).join('\n    ')}
  </text>
  <text x="96" y="560" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="30" fill="${colors.accent}">${escapeHtml(host)}</text>
</svg>`;
}
