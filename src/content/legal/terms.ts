import { business, formatPrice, site, supportHours } from '../../config/site.ts';
import type { LegalDocument } from './types.ts';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  summary: `These terms govern your use of ${site.name}, a pay-per-use service that enhances images for ${formatPrice()} (${business.currency}) each, with no subscription. Please read them before you upload your first image.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptance of These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Terms of Service (the “Terms”) are an agreement between you and ${site.name} (“${site.name}”, “we”, “us” or “our”). They apply to this website and to the image-enhancement application at ${site.appUrl} (together, the “Service”). By uploading an image, paying for an enhancement or otherwise using the Service, you agree to these Terms.`,
        },
        {
          kind: 'paragraph',
          text: `Our Generative AI Additional Terms and our Privacy Policy form part of these Terms and explain how the AI features work and how we handle personal information. If you do not agree with these Terms, please do not use the Service.`,
        },
        {
          kind: 'paragraph',
          text: 'If you use the Service on behalf of a business or other organisation, you confirm that you are authorised to accept these Terms for it, and “you” then includes that organisation.',
        },
      ],
    },
    {
      id: 'the-service',
      heading: 'The Service',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} uses artificial intelligence to improve the quality and resolution of your images. You upload an image to the application at ${site.appUrl}, pay for the enhancement, and download the enhanced result. You can also convert the result between common formats such as JPEG, PNG, WEBP and TIFF.`,
        },
        {
          kind: 'list',
          items: [
            `Each image may be up to ${business.maxFileSizeMb}MB; for the best results we recommend images of about ${business.recommendedMegapixels}MP.`,
            `Enhanced images are delivered at resolutions of up to ${business.maxOutputResolution}.`,
            `Processing typically takes under ${business.typicalProcessingSeconds} seconds and up to ${business.maxProcessingSeconds} seconds for larger files. These times are estimates, not guarantees.`,
            'No account or signup is needed for your first enhancement.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We work to keep the Service available and reliable, but it may occasionally be interrupted for maintenance, updates or reasons beyond our control.',
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          kind: 'paragraph',
          text: `You must be at least ${business.minimumAge} years old to use the Service. Anyone under ${business.minimumAge} may not use it, and we do not knowingly accept images or payments from them.`,
        },
        {
          kind: 'paragraph',
          text: `If you are at least ${business.minimumAge} but under ${business.adultAge}, you may use the Service only with the permission of a parent or legal guardian, who must review and agree to these Terms on your behalf. Your parent or guardian is responsible for your use of the Service and for any payments you make.`,
        },
      ],
    },
    {
      id: 'pricing-and-payment',
      heading: 'Pricing and Payment',
      blocks: [
        {
          kind: 'paragraph',
          text: `Each image enhancement costs ${formatPrice()} (${business.currency}). There is no subscription, no recurring charge and no minimum spend: you pay only for the images you choose to enhance.`,
        },
        {
          kind: 'paragraph',
          text: 'Payment is taken before an image is processed. Payments are handled by our payment processor, and we never see or store your full card number. Your bank may charge currency conversion or other fees, and where the law requires it, applicable taxes are added and shown to you before you pay.',
        },
        {
          kind: 'paragraph',
          text: 'Images that fail our automated safety checks are not processed and you are not charged for them. If a payment for such an image has already been taken, we refund it in full.',
        },
        {
          kind: 'paragraph',
          text: 'We may change our prices from time to time. The price shown to you before you pay is the price you are charged, and a price change never affects an enhancement you have already paid for.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Refunds are at our discretion. Because every enhancement uses computing resources as soon as it runs, a completed enhancement is not automatically refundable.',
        },
        {
          kind: 'paragraph',
          text: `We want you to be happy with your results. If you contact us within ${business.refundWindowDays} days of a purchase, we review your request under our money-back guarantee; outside that window, we still consider every request fairly, for example where a technical fault on our side produced a broken or unusable result.`,
        },
        {
          kind: 'paragraph',
          text: `To ask for a refund, e-mail ${site.supportEmail} with the date of your purchase, the e-mail address used for payment and a short description of the problem. Approved refunds are returned to your original payment method. Nothing in this section limits any refund rights you have under applicable consumer law.`,
        },
      ],
    },
    {
      id: 'your-content',
      heading: 'Your Content and Our Licence to Process It',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You keep all ownership rights in the images you upload. We do not claim ownership of your images or of the enhanced versions we produce from them.',
        },
        {
          kind: 'paragraph',
          text: `So that we can provide the Service, you grant ${site.name} a limited, worldwide, non-exclusive, royalty-free licence to store, copy, analyse, transform and return your images, solely to perform the enhancements you request and to run our safety checks. This licence ends when your images are deleted.`,
        },
        {
          kind: 'paragraph',
          text: 'You confirm that you own each image you upload or have all the rights and permissions needed to upload it and have it enhanced, including the consent of any identifiable person where the law requires it. We never use your images to train AI models.',
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable Use',
      blocks: [
        { kind: 'paragraph', text: 'You agree to use the Service lawfully and responsibly. In particular, you must not:' },
        {
          kind: 'list',
          items: [
            'upload content that is illegal or that our Generative AI Additional Terms prohibit, including sexual content involving minors, non-consensual intimate imagery and deceptive deepfakes of real people;',
            'upload images that infringe anyone’s copyright, trademark, privacy or publicity rights;',
            'avoid payment, get around our safety checks or misuse any refund process;',
            'upload malware or try to probe, disrupt, overload or gain unauthorised access to our systems;',
            'scrape, reverse engineer or copy the Service, or use automated means to access it in ways we have not permitted.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may refuse to process any image, and may suspend or block access to the Service, if we reasonably believe these Terms have been broken. Where the law requires it, we report illegal content to the relevant authorities.',
        },
      ],
    },
    {
      id: 'image-retention',
      heading: 'Image Retention and Deletion',
      blocks: [
        {
          kind: 'paragraph',
          text: `Your uploaded images and the enhanced versions we produce are deleted automatically after ${business.retentionHours} hours. Please download your results within that time, because once an image has been deleted we cannot recover it.`,
        },
        {
          kind: 'paragraph',
          text: 'The only exception is where the law obliges us to preserve specific material, for example to report child sexual abuse material to the authorities. Our Privacy Policy explains how long we keep other information, such as payment records and support messages.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual Property',
      blocks: [
        {
          kind: 'paragraph',
          text: `Enhanced images are yours to use. They are delivered without watermarks, and you may use them for personal and commercial purposes, subject to any rights that third parties hold in the original image you uploaded.`,
        },
        {
          kind: 'paragraph',
          text: `The Service itself, including this website, the application, our software, AI models, design, text and the ${site.name} name and logo, belongs to ${site.name} or its licensors and is protected by intellectual property laws. These Terms do not give you any rights in it beyond the right to use the Service as described here.`,
        },
        { kind: 'paragraph', text: 'If you send us suggestions or feedback, we may use them to improve the Service without any obligation to you.' },
      ],
    },
    {
      id: 'disclaimers-and-liability',
      heading: 'Disclaimers and Limitation of Liability',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Service is provided “as is” and “as available”. AI enhancement produces results that vary from image to image, and to the fullest extent permitted by law we make no warranty that any result will be error-free, will meet your particular needs or will be suitable for any specific purpose.',
        },
        {
          kind: 'paragraph',
          text: `To the fullest extent permitted by law, ${site.name} is not liable for any indirect, incidental, special or consequential loss, or for loss of profits, data or goodwill. Our total liability for any claim relating to the Service is limited to the amount you paid us for the enhancements that gave rise to the claim.`,
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these Terms excludes or limits liability that cannot be excluded or limited by law, including your statutory rights as a consumer.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to the Service and These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We continually improve the Service and may add, change or remove features. If we discontinue the Service, we will make sure that every enhancement you have already paid for is either delivered or refunded.',
        },
        {
          kind: 'paragraph',
          text: `We may update these Terms. We will give you at least ${business.termsChangeNoticeDays} days’ notice before any material change takes effect, by posting the updated Terms on this website with a new “last updated” date and, where we have your e-mail address, by writing to you. Minor changes, such as clarifications or corrections, take effect when they are published.`,
        },
        {
          kind: 'paragraph',
          text: 'If you continue to use the Service after a change takes effect, you accept the updated Terms. If you do not agree with a change, please stop using the Service.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you have questions about these Terms or the Service, e-mail us at ${site.supportEmail}. We aim to reply within ${business.supportResponseHours} hours.`,
        },
        { kind: 'paragraph', text: 'Our support team is available at these times (Pacific Time):' },
        { kind: 'list', items: supportHours.map((slot) => `${slot.days}: ${slot.hours}`) },
      ],
    },
  ],
};
