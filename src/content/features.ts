import { business } from '../config/business.ts';
import type { Feature } from './types.ts';

export const features: readonly Feature[] = [
  {
    icon: 'sparkles',
    title: 'AI-powered enhancement',
    description: 'Our models sharpen detail, lift noise out of low-light shots, repair compression artefacts and upscale to crisp, print-ready resolution.',
  },
  {
    icon: 'layers',
    title: 'Multiple formats',
    description: 'Upload JPEG, PNG, WEBP, TIFF or BMP and download the result as the format your next step needs, converted in the same pass.',
  },
  {
    icon: 'bolt',
    title: 'Instant processing',
    description: `Most images are ready in under ${business.typicalProcessingSeconds} seconds; even large files finish within ${business.maxProcessingSeconds}.`,
  },
  {
    icon: 'shield',
    title: 'Secure and private',
    description: `Images travel over encrypted connections, are never used to train our models, and are deleted automatically after ${business.retentionHours} hours.`,
  },
];
