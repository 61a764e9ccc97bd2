import { describe, expect, it } from 'vitest';
import type { Utterance } from '../screen-reader/session.ts';
import { type Step, transcriptProblems } from '../screen-reader/transcript.ts';

const suffix = ' in the PixelLift app';
const sayAll = (...lines: string[]): Step => ({
  label: 'say all from the top',
  keys: ['Tab', 'KP_Add'],
  spoken: lines.map((text): Utterance => ({ kind: 'sayall', text })),
});
const problems = (...lines: string[]) => transcriptProblems([sayAll(...lines)], suffix, 'PixelLift');

/** Each rule against the defect Orca first heard on the site (issue 35), and a clean reading beside it. */
describe('the rules every transcript keeps', () => {
  const clean = ['Skip to main content', 'link', 'main content', 'Pricing', 'heading level 1', '$1 per image', 'Try it Now in the PixelLift app', 'link'];

  it('pass a clean reading', () => {
    expect(problems(...clean)).toEqual([]);
  });

  it('catch main entered twice (a comparison read out of its figure)', () => {
    expect(problems(...clean, 'leaving main content.', 'main content', 'figure')).toContain('the say-all entered main 2 times, not once');
  });

  it('catch text read twice in a row (a landmark named by its own heading)', () => {
    expect(problems('main content', 'navigation', 'Product', 'Product', 'heading level 2')).toContain('say-all read "Product" twice in a row');
  });

  it('catch a word run into the hidden suffix, sentences run together, and blocks run together', () => {
    expect(problems('main content', 'Try it Nowin the PixelLift app')).toEqual([expect.stringMatching(/^a word runs into "in the PixelLift app"/)]);
    expect(problems('main content', 'as in the examples below.Photo: Trevor')).toEqual([expect.stringMatching(/^two sentences run together/)]);
    expect(problems('main content', 'JPEG / JPGPhone shots')).toEqual([expect.stringMatching(/^words run together/)]);
    expect(problems('main content', '$1per image')).toEqual([expect.stringMatching(/^words run together/)]);
  });

  it('catch a drawn sign read with the words, as Chromium and Firefox read the FAQ questions', () => {
    expect(problems('main content', 'How much does an enhancement cost? +')).toEqual([expect.stringMatching(/^a drawn sign read with the words/)]);
    expect(problems('main content', 'How much does an enhancement cost?−')).toEqual([expect.stringMatching(/^a drawn sign read with the words/)]);
    expect(problems('main content', 'How much does an enhancement cost?', '50,000+', '2M+')).toEqual([]);
  });

  it('catch an utterance with no word in it: a blank, a lone bullet, a lone colon (Firefox, Orca 43.1)', () => {
    for (const lone of ['', '•', ':'])
      expect(problems('main content', '$1', lone, 'per image')).toEqual([`an utterance with no word in it in "say all from the top": "${lone}"`]);
    expect(problems('main content', 'JPEG / JPG:', 'Phone shots, camera exports and web images', '2M+', '4.9/5')).toEqual([]);
  });

  it("catch one control read as two: its hidden words as an object of their own, with the control's role again", () => {
    expect(problems('main content', 'Get Started', 'link', 'in the PixelLift app', 'link')).toEqual([
      'one control read as two: "Get Started", then "in the PixelLift app" (say-all line 4)',
    ]);
    // Orca's own words after a control, and two links side by side, are no continuation.
    expect(problems('main content', 'First name', 'entry', 'required', 'Pricing', 'link', 'Contact', 'link', 'leaving list.')).toEqual([]);
  });

  it('catch "clickable", an empty "statusbar" and a control without a name', () => {
    expect(problems('main content', 'Pricing', 'heading level 1 clickable')).toEqual([expect.stringMatching(/^"clickable"/)]);
    expect(problems('statusbar', 'main content')).toEqual([expect.stringMatching(/^"statusbar"/)]);
    expect(problems('main content', 'Pricing', 'link', 'push button')).toEqual(['a push button without a name (say-all line 4)']);
  });

  it('catch a field told invalid before anything was typed', () => {
    expect(problems('main content', 'First name', 'entry', 'required', 'invalid entry')).toEqual([
      'a field told invalid before anything was typed (say-all line 5)',
    ]);
  });

  it('catch a transcript with no say-all', () => {
    expect(transcriptProblems([], suffix, 'PixelLift')).toContain('no say-all step');
  });
});
