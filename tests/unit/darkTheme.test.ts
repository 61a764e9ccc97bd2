import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../../src');
const files = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });

/**
 * The sweep runs axe's colour rules alone in dark mode (tests/sweep/sweep.spec.ts)
 * because the dark theme reassigns colour variables and nothing else. This
 * keeps that true: only the theme answers to the colour scheme (and the head's
 * theme-color, which paints the browser's own chrome).
 */
describe('the dark theme', () => {
  it('is the one place styles answer to prefers-color-scheme', () => {
    const answering = files(src)
      .filter((path) => /\.(ts|tsx|css)$/.test(path) && readFileSync(path, 'utf8').includes('prefers-color-scheme'))
      .map((path) => relative(src, path));
    expect(answering.sort()).toEqual(['build/prerender/htmlHead.ts', 'styles/theme.css.ts']);
  });
});
