import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from '../../src/styles/themes.ts';
import { contrastProblems, tokensByColour } from '../support/colourPairs.ts';
import { contrastRatio } from '../support/contrast.ts';

// The pairs themselves are found in the browser, on every route and state, by the axe suite (tests/support/colourPairs.ts).
describe('colour contrast checking', () => {
  it('computes WCAG contrast correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('names colours by their theme tokens, sharing values included', () => {
    expect(tokensByColour(lightColors).get('rgb(255, 255, 255)')?.names).toBe('surface/surfaceRaised/onAccent');
    expect(tokensByColour(darkColors).get('rgb(255, 255, 255)')).toBeUndefined();
  });

  it('passes a pair that reaches its minimum and fails one that does not, naming tokens and place', () => {
    const where = 'main > p';
    const text = 'rgb(17, 23, 51)';
    const white = 'rgb(255, 255, 255)';
    const border = 'rgb(217, 222, 237)';
    expect(contrastProblems([{ kind: 'text', foreground: text, background: white, where }], 'light', 'x')).toEqual([]);
    expect(contrastProblems([{ kind: 'text', foreground: border, background: white, where }], 'light', 'x')).toEqual([
      'x · text border on surface/surfaceRaised/onAccent at main > p: 1.34:1, needs 4.5:1',
    ]);
  });

  it('fails a colour the theme does not define', () => {
    expect(contrastProblems([{ kind: 'focus ring', foreground: 'rgb(1, 2, 3)', background: 'rgb(255, 255, 255)', where: 'a' }], 'light', 'x')).toEqual([
      'x · focus ring at a: foreground rgb(1, 2, 3) is not a light theme colour',
    ]);
  });
});
