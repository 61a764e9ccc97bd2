import type { IconName } from '../assets/iconPaths.ts';
import { formatPrice } from '../config/business.ts';
import type { PageKey } from './pages.ts';

/**
 * Words the installed app shows outside its pages: the shortcuts on its icon
 * (long-press on a phone, right-click on a desktop) and the captions of the
 * screenshots in the install dialog. The manifest is built from them
 * (src/build/pwa/options.ts).
 */

export interface AppShortcut {
  readonly page: PageKey;
  readonly name: string;
  /** The glyph drawn on the app icon's tile for this shortcut. */
  readonly icon: IconName;
}

export const appShortcuts = [
  { page: 'pricing', name: 'Pricing', icon: 'tag' },
  { page: 'contact', name: 'Contact support', icon: 'mail' },
  { page: 'terms', name: 'Terms of Service', icon: 'document' },
  { page: 'privacy', name: 'Privacy Policy', icon: 'shield' },
] as const satisfies readonly AppShortcut[];

/** What each screenshot in the install dialog shows, read out by screen readers there. */
export const screenshotCaptions = {
  home: `The home page: sharpen, denoise and upscale photos with AI for ${formatPrice()} each`,
  pricing: `Pricing: one plan, ${formatPrice()} per image, no subscription`,
} as const satisfies Partial<Record<PageKey, string>>;
