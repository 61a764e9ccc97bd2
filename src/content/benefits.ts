import { business } from '../config/business.ts';
import type { Feature } from './types.ts';

export const pricingBenefits: readonly Feature[] = [
  {
    icon: 'card',
    title: 'No Subscriptions',
    description: 'No monthly fee, no credits that expire, no plan to cancel. You pay for an image when you enhance it, and never otherwise.',
  },
  {
    icon: 'bolt',
    title: 'Instant Results',
    description: `Your enhanced image is usually ready in under ${business.typicalProcessingSeconds} seconds, and large files take no more than ${business.maxProcessingSeconds}.`,
  },
  {
    icon: 'badge',
    title: 'Guaranteed Quality',
    description: `If a result is not what you hoped for, write to us within ${business.refundWindowDays} days under our money-back guarantee.`,
  },
];
