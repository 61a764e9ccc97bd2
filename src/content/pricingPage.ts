import { formatPrice } from '../config/business';

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
    action: 'Enhance an Image',
  },
  planAction: 'Get Started',
} as const;
