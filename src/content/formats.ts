import { business } from '../config/business.ts';
import type { FormatGroup } from './types.ts';

export const inputFormats: FormatGroup = {
  title: 'Upload',
  description: `Bring the files you already have, up to ${business.maxFileSizeMb}MB each.`,
  formats: [
    { name: 'JPEG / JPG', detail: 'Phone shots, camera exports and web images' },
    { name: 'PNG', detail: 'Screenshots, graphics and images with transparency' },
    { name: 'WEBP', detail: 'Modern web images, lossy or lossless' },
    { name: 'TIFF', detail: 'Scans and high-bit-depth archive masters' },
    { name: 'BMP', detail: 'Legacy bitmaps from older software' },
  ],
};

export const outputFormats: FormatGroup = {
  title: 'Download',
  description: `Choose the format that fits where the image goes next, at up to ${business.maxOutputResolution}.`,
  formats: [
    { name: 'Ultra HD JPEG', detail: 'High-quality JPEG for print and sharing' },
    { name: 'Lossless PNG', detail: 'Every enhanced pixel kept, transparency intact' },
    { name: 'Optimized WEBP', detail: 'Small files that load fast on the web' },
    { name: 'High-Res TIFF', detail: 'Archive and print workflows' },
    { name: 'Custom Format', detail: 'Pick quality and format per download' },
  ],
};
