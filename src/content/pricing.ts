import { business, formatPrice } from '../config/business';

export const plan = {
  name: 'Per Enhancement',
  price: formatPrice(),
  unit: 'per image',
  summary: 'One price for every image, whatever its size or format. Pay before processing; nothing recurring.',
  features: [
    `Upscaling to ${business.maxOutputResolution} output resolution`,
    `Files up to ${business.maxFileSizeMb}MB each`,
    'Noise, blur and compression-artefact repair',
    'Conversion between JPEG, PNG, WEBP and TIFF',
    'No watermarks, commercial usage rights included',
    `Images deleted automatically after ${business.retentionHours} hours`,
    'First enhancement without signing up',
  ],
} as const;
