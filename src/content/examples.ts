import type { ExampleShowcase } from './types.ts';

/**
 * Real photographs (credited in src/assets/examples/CREDITS.md). The "after"
 * is the photograph itself; the "before" is simulated from it by the build
 * with the damage listed, which is what each example's copy describes.
 */
export const examples: readonly ExampleShowcase[] = [
  {
    photo: 'spaniels',
    title: 'Pet portrait through a window',
    alt: 'Two cocker spaniels with long golden ears leaning out of a wooden cabin window, one above the other',
    before: 'Shot as the dogs moved: a sideways smear over the ears, the eyes and the planks',
    after: 'Crisp curls in the ears, catchlights in the eyes and planks you can count',
    description:
      'Deblurring undoes the sideways smear of a subject that would not sit still, so the fur, the eyes and the wood grain hold up in a print or a full-screen post.',
    credit: 'Aitzol Berasategi, CC BY 4.0, cropped',
    damage: { seed: 11, motionBlur: 15, downscale: 1.5, jpegQuality: 60 },
  },
  {
    photo: 'dandelions',
    title: 'Low-light meadow at sunset',
    alt: 'Dandelion clocks backlit by a low sun in a meadow, one sharp in front of many soft ones',
    before: 'A high-ISO shot into the sun: grain and colour speckles over the seeds and the grass',
    after: 'Clean glowing seed heads with every filament kept, and smooth bokeh behind',
    description:
      'Noise reduction removes the grain a high ISO leaves behind without smoothing the fine filaments into a blur, and detail recovery brings the seed heads back into focus.',
    credit: 'Clemens Engelhardt, CC0',
    damage: { seed: 23, blur: 1.2, noise: 20, jpegQuality: 70 },
  },
  {
    photo: 'picos-de-europa',
    title: 'Archival landscape scan',
    alt: 'A footpath across a green alpine meadow towards grey limestone peaks with snow fields under a blue sky',
    before: 'A small copy re-saved many times: a quarter of the resolution, faded colour, blocky JPEG edges',
    after: 'Full resolution, restored colour, and rock, snow and cloud with their texture back',
    description:
      'Four-times upscaling rebuilds fine detail from a small copy, colour restoration lifts the fade, and artefact repair smooths the blocks that years of re-saving as JPEG left behind.',
    credit: 'Aitzol Berasategi, CC BY 4.0, cropped and resized',
    damage: { seed: 37, downscale: 4, fade: 0.7, jpegQuality: 14 },
  },
];
