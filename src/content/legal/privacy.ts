import { business, site } from '../../config/site.ts';
import type { LegalDocument } from './types.ts';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `This policy explains what information ${site.name} collects, why, how long we keep it and the choices you have. In short: your images are deleted after ${business.retentionHours} hours, never used to train AI, and this website does not track you.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who We Are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} (“we”, “us” or “our”) provides a pay-per-use AI image-enhancement service. We operate this website at ${site.siteUrl} and the enhancement application at ${site.appUrl}, and we are responsible, as data controller, for the personal information described in this policy.`,
        },
        { kind: 'paragraph', text: `You can reach us about anything in this policy at ${site.supportEmail}.` },
      ],
    },
    {
      id: 'scope',
      heading: 'What This Policy Covers',
      blocks: [
        {
          kind: 'paragraph',
          text: `This policy covers this marketing website, the enhancement application at ${site.appUrl} and any e-mail you exchange with our support team.`,
        },
        {
          kind: 'paragraph',
          text: 'This website is deliberately simple: it sets no cookies, makes no requests to third parties and uses no tracking or analytics tools. The contact form does not send anything to us; it opens your own e-mail program with a pre-filled message, and we receive only what you choose to send. While you write, the form keeps a draft of what you typed in this browser tab’s session storage, so that reloading the page loses nothing; the draft never leaves your device, and it is deleted when the form hands your message to your e-mail program or when you close the tab. So that you can read the site offline, your browser also keeps a copy of its pages and of the example photos you have seen; they are the same public files for everyone, and nothing you type is among them.',
        },
        { kind: 'paragraph', text: 'Websites you reach through links on our pages have their own privacy policies, and this policy does not cover them.' },
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      blocks: [
        { kind: 'paragraph', text: 'We collect only what we need to run the Service:' },
        {
          kind: 'list',
          items: [
            'Images you upload and the enhanced versions we produce, as described in the next section.',
            'Purchase details, such as the e-mail address used for your receipt, the amount, date and currency, and a reference from our payment processor. Your card details go directly to our payment processor; we never see or store your full card number.',
            'Support communications: your name, e-mail address and whatever you write to us.',
            'Technical data that any web server receives when a page or file is requested, such as your IP address, browser type and the time of the request, which we use only to deliver the Service securely.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not ask for, and ask you not to send us, sensitive information such as health details or government identification numbers.',
        },
      ],
    },
    {
      id: 'your-images',
      heading: 'Images You Upload',
      blocks: [
        {
          kind: 'paragraph',
          text: `Your images are used only to run our automated safety checks, perform the enhancement you request and let you download the result. Uploaded images and their enhanced versions are deleted automatically after ${business.retentionHours} hours.`,
        },
        {
          kind: 'paragraph',
          text: 'We never use your images, or the enhanced versions, to train, fine-tune or evaluate AI models, and we never sell them. Our staff do not routinely view them; our Generative AI Additional Terms describe the limited cases where a person may do so.',
        },
        {
          kind: 'paragraph',
          text: 'Images can contain personal information, such as people’s faces or location data embedded in the file. Please upload only images you have the right to share, and remember that the original file’s metadata travels with it to us.',
        },
      ],
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Information',
      blocks: [
        {
          kind: 'list',
          items: [
            'to enhance and convert your images and deliver the results to you;',
            'to take payment, send receipts and handle refund requests;',
            'to answer your questions and provide support;',
            'to keep the Service secure, prevent fraud and enforce our Terms of Service and Generative AI Additional Terms;',
            'to keep the records that tax, accounting and other laws require.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not use your information for advertising, we do not build profiles of you, and we do not make decisions about you based solely on automated processing that have legal or similarly significant effects. Our automated safety checks decide only whether an image is processed, and you can ask us to review any image they block.',
        },
      ],
    },
    {
      id: 'legal-bases',
      heading: 'Legal Bases for Processing',
      blocks: [
        { kind: 'paragraph', text: 'Where data protection laws such as the GDPR apply, we rely on these legal bases:' },
        {
          kind: 'list',
          items: [
            'Contract: to process your images, take payment and deliver the enhancement you asked for.',
            'Legal obligation: to keep payment records for tax and accounting purposes and to respond to lawful requests from authorities.',
            'Legitimate interests: to answer support requests, keep the Service secure and prevent fraud and abuse, always balanced against your rights.',
            'Consent: where we ask for it, which you can withdraw at any time without affecting processing that took place before.',
          ],
        },
      ],
    },
    {
      id: 'sharing-and-processors',
      heading: 'Sharing and Processors',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information or share it for targeted advertising. We share it only with service providers who process it on our behalf, under contract and only on our instructions:',
        },
        {
          kind: 'list',
          items: [
            'our payment processor, which handles card payments and refunds;',
            'hosting and cloud infrastructure providers, which store and process images during enhancement;',
            'our e-mail provider, which carries support messages and receipts.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may also disclose information where the law requires it, to protect the safety of any person or the rights of others, or to a successor if our business is reorganised or sold, in which case this policy will continue to protect your information.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How Long We Keep Information',
      blocks: [
        {
          kind: 'list',
          items: [
            `Uploaded and enhanced images: deleted automatically after ${business.retentionHours} hours.`,
            `Payment records: kept for about ${business.paymentRecordsYears} years, because tax and accounting laws require it.`,
            `Support communications: kept for ${business.supportRecordsYears} years, so that we can follow up on earlier conversations and handle any disputes.`,
            'Technical data: kept only as long as needed to operate and secure the Service, then deleted.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We keep information longer only where the law obliges us to preserve it, for example in response to a court order or to report illegal content to the authorities.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights',
      blocks: [
        { kind: 'paragraph', text: 'Depending on where you live, you may have the right to:' },
        {
          kind: 'list',
          items: [
            'access the personal information we hold about you and receive a copy;',
            'correct information that is inaccurate or incomplete;',
            'delete your information;',
            'receive your information in a portable, machine-readable format;',
            'object to or restrict certain processing, and withdraw consent you have given.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To make a request, e-mail ${site.supportEmail}. We answer within ${business.privacyResponseDays} days and may ask you to confirm your identity first. Because images are deleted after ${business.retentionHours} hours, we usually no longer hold them when a request reaches us, and we may need to keep payment records for as long as the law requires.`,
        },
        {
          kind: 'paragraph',
          text: 'You also have the right to complain to your local data protection authority, although we would welcome the chance to resolve your concern first.',
        },
      ],
    },
    {
      id: 'childrens-privacy',
      heading: 'Children’s Privacy',
      blocks: [
        {
          kind: 'paragraph',
          text: `The Service is not intended for children under ${business.minimumAge}, and we do not knowingly collect personal information from them. Users aged ${business.minimumAge} to ${business.adultAge - 1} may use the Service only with the permission of a parent or legal guardian.`,
        },
        {
          kind: 'paragraph',
          text: `If you believe a child under ${business.minimumAge} has given us personal information, please contact us at ${site.supportEmail} and we will delete it.`,
        },
      ],
    },
    {
      id: 'security',
      heading: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: `We protect your information with measures appropriate to the risk, including encryption in transit, strict access controls and the automatic deletion of images after ${business.retentionHours} hours. Card details are handled entirely by our payment processor.`,
        },
        {
          kind: 'paragraph',
          text: 'No system is completely secure. If a security incident affects your personal information, we will notify you and the relevant authorities as the law requires.',
        },
      ],
    },
    {
      id: 'international-transfers',
      heading: 'International Transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We and our service providers may process information in countries other than the one where you live, including the United States, where data protection laws may differ from yours.',
        },
        {
          kind: 'paragraph',
          text: 'When we transfer personal information internationally, we use safeguards recognised by applicable law, such as standard contractual clauses approved by the European Commission, so that your information remains protected.',
        },
      ],
    },
    {
      id: 'changes-and-contact',
      heading: 'Changes and Contact',
      blocks: [
        {
          kind: 'paragraph',
          text: `We may update this policy as the Service or the law changes. We will give you at least ${business.termsChangeNoticeDays} days’ notice before any material change takes effect, by posting the updated policy on this website with a new “last updated” date and, where we have your e-mail address, by writing to you.`,
        },
        {
          kind: 'paragraph',
          text: `For questions about this policy or your information, e-mail ${site.supportEmail}. We aim to reply within ${business.supportResponseHours} hours, and we answer formal privacy requests within ${business.privacyResponseDays} days.`,
        },
      ],
    },
  ],
};
