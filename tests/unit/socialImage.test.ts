import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages.ts';
import { socialImageSvg } from '../../src/build/seo/socialImage.ts';

const colors = { accent: '#6d28d9', ink: '#0f172a', paper: '#ffffff' };
const scratch = mkdtempSync(join(tmpdir(), 'pixellift-fonts-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Card digests from a fresh Node process, with the given environment on top of ours. */
async function renderInChild(env: NodeJS.ProcessEnv): Promise<Record<string, string>> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'tests/support/renderSocialCards.ts'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(stdout) as Record<string, string>;
}

// Each check starts Node processes that load satori and sharp: seconds, more on a busy machine.
describe('social cards', () => {
  it('carry no text for the rasteriser: every glyph is an outline from the bundled font', async () => {
    const svg = await socialImageSvg(pages.home, 'PixelLift', 'pixellift.example', colors);
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg).toMatch(/<path/);
  });

  it('are byte-identical with the system font configuration hidden', async () => {
    // fontconfig reads FONTCONFIG_FILE once per process, hence a child each.
    const emptyConfig = join(scratch, 'fonts.conf');
    writeFileSync(emptyConfig, '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig></fontconfig>\n');
    const [withSystemFonts, withoutFonts] = await Promise.all([renderInChild({}), renderInChild({ FONTCONFIG_FILE: emptyConfig, FONTCONFIG_PATH: scratch })]);
    expect(Object.keys(withSystemFonts)).toHaveLength(Object.keys(pages).length);
    expect(withoutFonts).toEqual(withSystemFonts);
  });
});
