import type { ExampleShowcase } from './types';

export const examples: readonly ExampleShowcase[] = [
  {
    title: 'Low-light portrait',
    subject: 'Portrait by candlelight',
    before: 'Grainy shadows, soft eyes, colour noise across the skin',
    after: 'Clean shadows, sharp lashes, natural skin tones',
    description:
      'Noise reduction removes the grain that a high ISO leaves behind while keeping skin texture, and detail recovery brings the eyes back into focus.',
  },
  {
    title: 'Old family scan',
    subject: 'Scanned 1970s print',
    before: '600 × 400 pixels, faded, dust and blocky JPEG edges',
    after: '2400 × 1600 pixels, restored contrast, smooth gradients',
    description:
      'Four-times upscaling rebuilds fine detail from a small scan, and artefact repair smooths the blocks that years of re-saving as JPEG left behind.',
  },
  {
    title: 'Product photo',
    subject: 'Ceramic mug on a kitchen table',
    before: 'Phone photo, slight motion blur, muddy edges',
    after: 'Crisp glaze highlights, clean edges ready for a web shop',
    description: 'Deblurring sharpens the edges a shaky hand softened, and the result is exported as an optimized WEBP that loads fast on a storefront.',
  },
];
