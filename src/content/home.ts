import { business, formatPrice } from '../config/business.ts';
import { appAction } from './navigation.ts';
import type { SimulatedDamage } from './types.ts';

/** What every before/after comparison says, on the first screen and in the examples. */
export const comparisonLabels = {
  before: 'Before',
  after: 'After',
  slider: (title: string) => `Compare before and after: ${title}`,
  valueText: (beforePercent: number) => `${beforePercent}% before, ${100 - beforePercent}% enhanced`,
  inspect: 'View at 100%',
  inspectName: (title: string) => `View at 100%: ${title}`,
  inspectTitle: (title: string) => `At 100%: ${title}`,
  inspectHint: 'One image pixel per screen pixel. Drag or use the arrow keys to look around; move the divider with its grip or the slider.',
  inspectArea: 'Photo at full size',
  divider: 'Divider',
  close: 'Close',
} as const;

/** Text alternatives of a comparison's two photos. */
export const comparisonAlt = {
  before: (problem: string) => `Before, simulated: ${problem}`,
  after: (subject: string) => `After: ${subject}`,
} as const;

/**
 * The first screen's comparison: one photograph (credited in
 * src/assets/examples/CREDITS.md), a wide crop for wide screens and a closer
 * one for phones, its "before" simulated by the build with the damage listed.
 */
export const heroComparison = {
  photo: 'fig-plate',
  narrowPhoto: 'fig-plate-close',
  title: 'Half a fig in an orange bowl',
  alt: 'Half a fresh fig, pink flesh full of seeds, in a leaf-shaped orange wooden bowl on grey concrete in hard sunlight',
  before: 'A soft, noisy phone copy: smeared seeds, grain over the bowl and blotchy concrete',
  note: 'Before simulated from the original by our build, as in the examples below.',
  credit: 'Photo: Trevor “Freespace”, CC BY 4.0, cropped',
  damage: { seed: 5, downscale: 2.5, noise: 9, jpegQuality: 45 } satisfies SimulatedDamage,
} as const;

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
    comparison: comparisonLabels,
    beforeAlt: comparisonAlt.before,
    afterAlt: comparisonAlt.after,
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
