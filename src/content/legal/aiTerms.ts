import { business, formatPrice, site } from '../../config/site.ts';
import type { LegalDocument } from './types.ts';

export const aiTerms: LegalDocument = {
  title: 'Generative AI Additional Terms',
  summary: `These terms explain how the AI behind ${site.name} works, what you may upload, who owns the results and how we keep the Service safe. They add to our Terms of Service.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'relationship-to-terms',
      heading: 'How These Terms Relate to the Terms of Service',
      blocks: [
        {
          kind: 'paragraph',
          text: `These Generative AI Additional Terms (the “AI Terms”) apply whenever you use the AI features of ${site.name}, including the application at ${site.appUrl}. They add to our Terms of Service and do not replace them; words defined in the Terms of Service have the same meaning here.`,
        },
        {
          kind: 'paragraph',
          text: 'If these AI Terms and the Terms of Service conflict on a matter that concerns the AI features, these AI Terms apply. By using the AI features, you agree to both.',
        },
      ],
    },
    {
      id: 'what-the-ai-does',
      heading: 'What the AI Does',
      blocks: [
        {
          kind: 'paragraph',
          text: `${site.name} uses machine-learning models to improve images you upload. For ${formatPrice()} (${business.currency}) per image, the AI can:`,
        },
        {
          kind: 'list',
          items: [
            'enhance quality by sharpening detail, improving clarity and correcting colour and contrast;',
            `upscale images, producing outputs of up to ${business.maxOutputResolution};`,
            'reduce noise, grain and compression artefacts;',
            'convert the result between formats such as JPEG, PNG, WEBP and TIFF.',
          ],
        },
        {
          kind: 'paragraph',
          text: `The AI accepts images of up to ${business.maxFileSizeMb}MB and works best at about ${business.recommendedMegapixels}MP. Processing typically takes under ${business.typicalProcessingSeconds} seconds, and up to ${business.maxProcessingSeconds} seconds for larger files.`,
        },
      ],
    },
    {
      id: 'ai-limitations',
      heading: 'Outputs May Vary',
      blocks: [
        {
          kind: 'paragraph',
          text: 'AI enhancement predicts what an improved image should look like; it does not recover information that was never captured. Results depend on the quality and content of the original, and enhancing the same image twice may not give identical results.',
        },
        {
          kind: 'paragraph',
          text: 'The AI can occasionally add, remove or alter fine details such as text, faces, textures or small objects. Please review every output before you rely on it or publish it.',
        },
        {
          kind: 'paragraph',
          text: 'Enhanced images are not a faithful record of the original scene. Do not use them where exact accuracy matters, such as evidence in legal proceedings, medical or scientific analysis, or identifying a person.',
        },
      ],
    },
    {
      id: 'ownership-and-usage-rights',
      heading: 'Ownership and Usage Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: `You keep ownership of every image you upload. ${site.name} does not claim any ownership of your inputs or of the outputs produced from them.`,
        },
        {
          kind: 'paragraph',
          text: `To the extent ${site.name} holds any rights in an output, we assign them to you when the enhancement is complete. Outputs carry no watermarks, and you may use them for personal and commercial purposes, including in client work, products, advertising and publications.`,
        },
        {
          kind: 'paragraph',
          text: 'Your rights in an output are subject to any rights that others hold in the image you uploaded. The law on copyright in AI-assisted images differs between countries and is still developing, so we cannot guarantee that an output will be protected by copyright where you live.',
        },
      ],
    },
    {
      id: 'your-responsibilities',
      heading: 'Your Responsibility for What You Upload',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You may upload only images that you own or are authorised to use and to have modified. If an image shows an identifiable person, you are responsible for having any consent the law requires for it to be enhanced and for the way you use the result.',
        },
        {
          kind: 'paragraph',
          text: `You are responsible for your inputs and for how you use the outputs. If someone brings a claim against ${site.name} because an image you uploaded infringed their rights or broke the law, you agree to cover the reasonable costs of that claim, to the extent permitted by law.`,
        },
      ],
    },
    {
      id: 'prohibited-content',
      heading: 'Prohibited Content and Uses',
      blocks: [
        { kind: 'paragraph', text: 'You must not upload, or use the AI to create or improve, any of the following:' },
        {
          kind: 'list',
          items: [
            'content that is illegal where you live or where it will be used;',
            'any sexual or sexualised content involving minors, or content that exploits or endangers children in any way;',
            'intimate or sexual images of a real person shared or made without their consent;',
            'content that infringes copyright, trademarks, privacy or publicity rights;',
            'deceptive deepfakes or manipulated images of real people intended to mislead, defame, harass or impersonate them;',
            'content that promotes violence, terrorism, hatred or harassment against people or groups;',
            'images intended to commit fraud, such as altered identity documents, forged records or fake evidence.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may refuse any image that breaks these rules, block access to the Service for anyone who breaks them and, where the law requires or allows it, report the matter to the authorities.',
        },
      ],
    },
    {
      id: 'safety-checks',
      heading: 'Automated Safety Checks',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Every image is screened by automated safety checks designed to detect prohibited content. Images that fail these checks are not processed and you are not charged for them; if a payment for such an image has already been taken, we refund it in full.',
        },
        {
          kind: 'paragraph',
          text: `Automated checks are not perfect. They may occasionally block an image that is acceptable, and they cannot catch every image that is not, so they do not replace your own responsibility under these AI Terms. If you believe an image was blocked by mistake, contact us at ${site.supportEmail}.`,
        },
      ],
    },
    {
      id: 'human-review',
      heading: 'Limited Human Review',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Enhancement is fully automated, and our staff do not routinely look at the images you upload. A person at our company may view a specific image only in these limited cases:',
        },
        {
          kind: 'list',
          items: [
            'you share the image with our support team and ask for help with it;',
            'we are investigating a report of abuse or a suspected breach of these AI Terms;',
            'the law requires us to review or preserve it.',
          ],
        },
        {
          kind: 'paragraph',
          text: `Any such review is carried out by a small number of authorised staff and respects the ${business.retentionHours}-hour automatic deletion of images, except where the law obliges us to preserve specific material.`,
        },
      ],
    },
    {
      id: 'no-training',
      heading: 'No Training on Your Images',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We never use the images you upload, or the enhanced versions we produce, to train, fine-tune or evaluate AI models, and we do not sell them or share them with anyone for that purpose.',
        },
        {
          kind: 'paragraph',
          text: `Your images exist on our systems only to be enhanced and returned to you, and they are deleted automatically after ${business.retentionHours} hours. To keep the Service reliable we monitor technical measures such as processing times and error rates, which contain no image content.`,
        },
      ],
    },
    {
      id: 'disclosure-of-ai-use',
      heading: 'Disclosure of AI-Enhanced Images',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Some laws, regulators and platforms require AI-generated or AI-altered images to be labelled, for example in advertising, political communications or news. Where such a rule applies to how you use an output, you are responsible for making the required disclosure.',
        },
        {
          kind: 'paragraph',
          text: 'Even where no rule applies, do not present an enhanced image as an unaltered original where that would mislead people, such as in journalism, photography competitions that forbid AI editing, or insurance and legal claims.',
        },
      ],
    },
    {
      id: 'reporting-abuse',
      heading: 'Reporting Abuse',
      blocks: [
        {
          kind: 'paragraph',
          text: `If you believe ${site.name} has been used to create or enhance content that breaks these AI Terms, or that an output infringes your rights, please e-mail ${site.supportEmail}. Describe what you found, where you found it and, if you are a rights holder, the work you believe has been infringed.`,
        },
        {
          kind: 'paragraph',
          text: `We aim to acknowledge reports within ${business.supportResponseHours} hours and treat reports involving children or non-consensual imagery as our highest priority. We will not share your identity with the person you report unless the law requires it.`,
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to These Terms',
      blocks: [
        {
          kind: 'paragraph',
          text: `AI technology and the rules around it change quickly, and we may update these AI Terms to reflect them. We will give you at least ${business.termsChangeNoticeDays} days’ notice before any material change takes effect, by posting the updated AI Terms on this website with a new “last updated” date and, where we have your e-mail address, by writing to you.`,
        },
        {
          kind: 'paragraph',
          text: 'If you continue to use the AI features after a change takes effect, you accept the updated AI Terms. If you do not agree, please stop using the Service.',
        },
      ],
    },
  ],
};
