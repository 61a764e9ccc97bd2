import type { Testimonial } from './types.ts';

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Maya Okafor',
    role: 'Wedding photographer, Portland',
    content:
      'A dim reception shot I had nearly given up on came back clean and sharp enough to print at 16×20. Paying per image means I only spend money on the frames that matter.',
    rating: 5,
  },
  {
    name: 'Daniel Brandt',
    role: 'Product designer, Berlin',
    content:
      'Our catalogue had years of low-resolution supplier photos. We upscaled two hundred of them in an afternoon and exported straight to WEBP for the new storefront.',
    rating: 5,
  },
  {
    name: 'Priya Raman',
    role: 'Travel content creator',
    content:
      'I shoot on my phone and edit on the road. PixelLift turns a noisy night-market photo into something I am happy to post, with no watermark and no subscription to remember.',
    rating: 5,
  },
];
