import { business, formatPrice } from '../config/business.ts';
import { appAction } from './navigation.ts';

export const hero = {
  eyebrow: 'AI image enhancement',
  title: 'Turn soft, noisy photos into sharp, print-ready images',
  lead: `Upload a photo and our AI sharpens detail, removes noise and upscales it to ${business.maxOutputResolution} in seconds. ${formatPrice()} per image, no subscription.`,
  primaryAction: appAction('Try it Now'),
  examplesAction: 'View Examples',
  claimsLabel: 'Included with every enhancement',
  claims: [
    `Ready in under ${business.typicalProcessingSeconds} seconds`,
    'No watermarks',
    'Commercial usage rights',
    `Images deleted after ${business.retentionHours} hours`,
    'No signup for your first enhancement',
  ],
  priceNote: {
    label: 'Price',
    price: formatPrice(),
    unit: 'per image',
    detail: 'Pay only for what you enhance',
  },
} as const;

export const sectionIntros = {
  stats: { title: 'PixelLift in numbers' },
  formats: {
    eyebrow: 'Formats',
    title: 'Bring any common format, leave with the one you need',
    intro: 'Enhancement and conversion happen in one pass, so a TIFF scan can come back as a web-ready WEBP.',
  },
  features: {
    eyebrow: 'Why PixelLift',
    title: 'Everything an enhancement should be',
    intro: 'Professional-grade results without a desktop app, a plugin or a monthly plan.',
  },
  examples: {
    eyebrow: 'Examples',
    title: 'What enhancement does to a real photo',
    intro: 'Three typical jobs from photographers, shops and archives. Drag the divider, or focus it and use the arrow keys, to compare.',
    simulatedNote:
      'The before images are simulated from the original photographs: the build blurs, shrinks, adds grain and re-compresses each one to match the problem its caption names. The after images are the originals.',
    comparison: {
      before: 'Before',
      after: 'After',
      slider: (title: string) => `Compare before and after: ${title}`,
      valueText: (beforePercent: number) => `${beforePercent}% before, ${100 - beforePercent}% enhanced`,
    },
    beforeAlt: (problem: string) => `Before, simulated: ${problem}`,
    afterAlt: (subject: string) => `After: ${subject}`,
    beforeTerm: 'Before',
    afterTerm: 'After',
    creditLabel: 'Photo',
    creditsNote:
      "Photographs from Debian's lomiri-wallpapers-16.04 package, under CC0 and CC BY 4.0 (creativecommons.org/licenses/by/4.0); cropped and resized by us.",
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'Loved by people who care about pixels',
    maxRating: 5,
    ratingLabel: (value: number, max: number) => `Rated ${value} out of ${max}`,
  },
} as const;

export const finalCallToAction = {
  title: 'Ready to lift your first image?',
  text: `Your first enhancement needs no account. Upload a photo, pay ${formatPrice()}, and download the result in seconds.`,
  action: appAction('Try it Now'),
} as const;
