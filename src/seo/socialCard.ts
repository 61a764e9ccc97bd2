/** Where each page's social card is published and how large it is; the build renders them (src/build/seo/socialImage.ts). */
export const socialImageSize = { width: 1200, height: 630 } as const;

/** `/` → `/social/home.png`, `/ai-terms` → `/social/ai-terms.png`. */
export function socialImagePath(path: string): string {
  return `/social/${path === '/' ? 'home' : path.slice(1)}.png`;
}
