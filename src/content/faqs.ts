import { business, formatPrice, supportHours } from '../config/business.ts';
import { site } from '../config/site.ts';
import type { FaqItem } from './types.ts';

export const pricingFaqs: readonly FaqItem[] = [
  {
    question: 'How much does an enhancement cost?',
    answer: `${formatPrice()} ${business.currency} per image, whatever its size or format. There is no subscription and nothing renews.`,
  },
  {
    question: 'When do I pay?',
    answer:
      'Payment is taken before processing starts, so you always know the price of an image before it is enhanced. Images that fail our safety checks are not processed and not charged.',
  },
  {
    question: 'How large can my images be?',
    answer: `Up to ${business.maxFileSizeMb}MB per image. For the best results we recommend images of about ${business.recommendedMegapixels} megapixels; output goes up to ${business.maxOutputResolution} resolution.`,
  },
  {
    question: 'How long does processing take?',
    answer: `Typically under ${business.typicalProcessingSeconds} seconds. Larger files can take up to ${business.maxProcessingSeconds} seconds.`,
  },
  {
    question: 'What happens to my images afterwards?',
    answer: `Uploads and results are deleted automatically after ${business.retentionHours} hours. Download what you want to keep before then. We never use your images to train our models.`,
  },
  {
    question: 'Can I get my money back?',
    answer: `Yes. We offer a money-back guarantee within ${business.refundWindowDays} days of purchase: write to ${site.supportEmail} with the image and what went wrong.`,
  },
  {
    question: 'Do I need an account?',
    answer: 'No signup is needed for your first enhancement. Results carry no watermarks and come with commercial usage rights.',
  },
];

const weekdayHours = supportHours[0];

export const contactFaqs: readonly FaqItem[] = [
  {
    question: 'How quickly will I hear back?',
    answer: `We answer every e-mail within ${business.supportResponseHours} hours${weekdayHours ? `, and usually much sooner during support hours (${weekdayHours.days}, ${weekdayHours.hours})` : ''}.`,
  },
  {
    question: 'What should I include about a problem image?',
    answer: 'The file name, its format and size, the time you uploaded it, and what you expected to see. A screenshot of the result helps too.',
  },
  {
    question: 'Can you recover an image I enhanced last week?',
    answer: `No. Images are deleted automatically after ${business.retentionHours} hours and cannot be restored, so download results you want to keep.`,
  },
  {
    question: 'How do I ask for a refund?',
    answer: `E-mail ${site.supportEmail} within ${business.refundWindowDays} days of your purchase with the image and what went wrong; the money-back guarantee covers it.`,
  },
  {
    question: 'How do I make a privacy request?',
    answer: `Write to ${site.supportEmail} to access, correct or delete your information. We answer privacy requests within ${business.privacyResponseDays} days.`,
  },
];
