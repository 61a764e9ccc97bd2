import { business, formatPrice } from '../config/business.ts';
import { appAction } from './navigation.ts';

export const plan = {
  name: 'Per Enhancement',
  price: formatPrice(),
  unit: 'per image',
  summary: 'One price for every image, whatever its size or format. Pay before processing; nothing recurring.',
  featuresLabel: 'Included',
  features: [
    `Upscaling to ${business.maxOutputResolution} output resolution`,
    `Files up to ${business.maxFileSizeMb}MB each`,
    'Noise, blur and compression-artefact repair',
    'Conversion between JPEG, PNG, WEBP and TIFF',
    'No watermarks, commercial usage rights included',
    `Images deleted automatically after ${business.retentionHours} hours`,
    'First enhancement without signing up',
  ],
  action: appAction('Get Started'),
} as const;

export const pricingIntro = {
  eyebrow: 'Pricing',
  title: 'One image, one dollar. That is the whole price list.',
  lead: `Pay ${formatPrice()} for each image you enhance, before it is processed. No subscription, no credit packs, no fees for formats or sizes.`,
} as const;

export const pricingSections = {
  benefits: { title: 'Why pay per image', intro: 'Most people enhance a handful of photos, not thousands. Our pricing follows that.' },
  faq: { title: 'Pricing questions' },
  callToAction: {
    title: 'Try it on the photo you care about',
    text: 'Your first enhancement needs no account. You see the price before anything is processed.',
    action: appAction('Enhance an Image'),
  },
} as const;
