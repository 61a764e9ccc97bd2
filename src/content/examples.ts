import type { ExampleShowcase } from './types.ts';

/**
 * Three real photographs (credited in src/assets/examples/CREDITS.md). The
 * "after" is the photograph itself; the "before" is simulated from it by the
 * build with the damage listed, which is what each example's copy describes.
 */
export const examples: readonly ExampleShowcase[] = [
  {
    photo: 'espresso',
    title: 'Café product shot',
    alt: 'An espresso in a red cup and saucer with a steel spoon, on a worn wooden counter',
    before: 'Handheld phone shot: motion blur smears the rim, the spoon and the wood grain',
    after: 'A crisp cup rim, clean spoon highlights and wood grain you can follow',
    description:
      'Deblurring undoes the sideways smear of a shaky hand, so the glaze, the crema and the counter are sharp enough for a menu or a web shop, and the file comes back as an optimized WEBP.',
    credit: 'Rachel Michetti, CC0',
    damage: { seed: 11, motionBlur: 13, downscale: 1.5, jpegQuality: 55 },
  },
  {
    photo: 'tabby-cat',
    title: 'Low-light pet portrait',
    alt: 'Close-up of a tabby cat with green eyes, looking just past the camera',
    before: 'Indoor shot at high ISO: grain and colour speckles over the fur, soft whiskers',
    after: 'Clean fur with its texture kept, sharp whiskers and clear green eyes',
    description:
      'Noise reduction removes the grain that a high ISO leaves behind without smoothing the fur into plastic, and detail recovery brings the whiskers and the eyes back into focus.',
    credit: 'Stefan van der Walt, CC0',
    damage: { seed: 23, blur: 1.1, noise: 30, jpegQuality: 70 },
  },
  {
    photo: 'astronaut-portrait',
    title: 'Archival portrait scan',
    alt: 'Astronaut Eileen Collins smiling in an orange flight suit, a flag and a model space shuttle behind her',
    before: 'A small copy re-saved many times: a quarter of the resolution, faded colour, blocky JPEG edges',
    after: 'Full resolution, restored colour and smooth gradients in the suit and the backdrop',
    description:
      'Four-times upscaling rebuilds fine detail from a small copy, colour restoration lifts the fade, and artefact repair smooths the blocks that years of re-saving as JPEG left behind.',
    credit: 'NASA, public domain',
    damage: { seed: 37, downscale: 4, fade: 0.7, jpegQuality: 14 },
  },
];
