import { describe, expect, it } from 'vitest';
import { appShortcuts } from '../../src/content/installedApp.ts';
import { shortcutSvg } from '../../src/build/pwa/shortcutIcons.ts';

// The manifest itself is checked as built (tests/build/serviceWorker.test.ts).
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
