import { describe, expect, it } from 'vitest';
import { appShortcuts } from '../../src/content/installedApp.ts';
import { pages } from '../../src/content/pages.ts';
import { pwaOptions } from '../../src/build/pwa/options.ts';
import { shortcutSvg } from '../../src/build/pwa/shortcutIcons.ts';

describe('the manifest', () => {
  const manifest = pwaOptions.manifest || undefined;

  it('keeps its identity and opens again in the window already open', () => {
    expect(manifest).toMatchObject({ id: '/', lang: 'en', description: pages.home.description, launch_handler: { client_mode: 'navigate-existing' } });
    expect(manifest?.categories).toEqual(['photo', 'productivity', 'utilities']);
  });

  it('has a shortcut to pricing, contact, terms and privacy, each with its own 96 px icon', () => {
    const shortcuts = manifest?.shortcuts ?? [];
    expect(shortcuts.map((shortcut) => shortcut.url)).toEqual(['/pricing', '/contact', '/terms', '/privacy']);
    const icons = shortcuts.flatMap((shortcut) => shortcut.icons ?? []);
    expect(icons).toHaveLength(shortcuts.length);
    expect(new Set(icons.map((icon) => icon.src)).size).toBe(shortcuts.length);
    for (const icon of icons) expect(icon).toMatchObject({ sizes: '96x96', type: 'image/png' });
  });
});

describe('shortcut icons', () => {
  const favicon =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="112" fill="#6d28d9"/><path d="M1 1" stroke="#fff"/></svg>';

  it('keep the app icon’s tile and stroke colour and draw a different glyph for each shortcut', () => {
    const drawn = appShortcuts.map((shortcut) => shortcutSvg(favicon, shortcut.icon));
    for (const svg of drawn) {
      expect(svg).toContain('<rect width="512" height="512" rx="112" fill="#6d28d9"/>');
      expect(svg).toContain('stroke="#fff"');
      expect(svg).not.toContain('d="M1 1"');
    }
    expect(new Set(drawn).size).toBe(appShortcuts.length);
  });

  it('refuse an app icon they cannot be drawn from', () => {
    expect(() => shortcutSvg('<svg viewBox="0 0 512 512"><circle r="9"/></svg>', 'tag')).toThrow(/shortcut icons/);
  });
});
