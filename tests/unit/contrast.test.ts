import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../support/contrast';
import { contrastPairs, darkColors, lightColors } from '../../src/styles/themes';

describe('colour tokens', () => {
  it('computes WCAG contrast correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const [name, theme] of [['light', lightColors], ['dark', darkColors]] as const) {
    it.each(contrastPairs)(`${name}: $foreground on $background reaches $minimum:1`, ({ foreground, background, minimum }) => {
      expect(contrastRatio(theme[foreground], theme[background])).toBeGreaterThanOrEqual(minimum);
    });
  }
});
