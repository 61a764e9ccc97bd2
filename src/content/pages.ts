import { business, formatPrice } from '../config/business.ts';

const price = formatPrice();

/**
 * Every page's title and description, defined once: route heads, tests,
 * audits and the sitemap all read this list.
 */
export interface PageMeta {
  readonly path: string;
  /** The document title: the heading with the brand, once. */
  readonly title: string;
  /** The page's name without the brand, for places that add the brand themselves (social cards, image alt text). */
  readonly heading: string;
  readonly description: string;
}

export const pages = {
  home: {
    path: '/',
    title: `PixelLift: AI image enhancement, ${price} per image`,
    heading: `AI image enhancement, ${price} per image`,
    description: `Sharpen, denoise and upscale photos to ${business.maxOutputResolution} with AI. Pay ${price} per image, no subscription, no watermarks, images deleted after ${business.retentionHours} hours.`,
  },
  pricing: {
    path: '/pricing',
    title: `Pricing: ${price} per image, no subscription | PixelLift`,
    heading: `Pricing: ${price} per image, no subscription`,
    description: `One simple price: ${price} per enhanced image, paid before processing. No subscription, no expiring credits, and a ${business.refundWindowDays}-day money-back guarantee.`,
  },
  contact: {
    path: '/contact',
    title: 'Contact support | PixelLift',
    heading: 'Contact support',
    description: `Questions about an enhancement, a refund or your privacy? Write to PixelLift support: we answer every e-mail within ${business.supportResponseHours} hours.`,
  },
  terms: {
    path: '/terms',
    title: 'Terms of Service | PixelLift',
    heading: 'Terms of Service',
    description: 'The terms that apply when you use PixelLift to enhance images: pricing, refunds, acceptable use, retention and liability.',
  },
  aiTerms: {
    path: '/ai-terms',
    title: 'Generative AI Additional Terms | PixelLift',
    heading: 'Generative AI Additional Terms',
    description: 'Additional terms for PixelLift’s AI enhancement: ownership of outputs, prohibited content, safety checks and AI limitations.',
  },
  privacy: {
    path: '/privacy',
    title: 'Privacy Policy | PixelLift',
    heading: 'Privacy Policy',
    description: 'How PixelLift handles your information and images: what we collect, why, how long we keep it and the rights you have.',
  },
  accessibility: {
    path: '/accessibility',
    title: 'Accessibility Statement | PixelLift',
    heading: 'Accessibility Statement',
    description: 'How accessible the PixelLift website is, how it is tested, its known limitations, and how to report a barrier.',
  },
  notFound: {
    path: '/404',
    title: 'Page not found | PixelLift',
    heading: 'Page not found',
    description: 'The page you asked for does not exist. Return to the PixelLift home page.',
  },
} as const satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof pages;
