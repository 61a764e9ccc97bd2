import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/legal/privacy.ts';
import { legalPageCopy } from '../content/legal/page.ts';
import { pages } from '../content/pages.ts';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument.tsx';
import { absoluteUrl, pageHead } from '../seo/pageHead.ts';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(pages.privacy),
  component: () => <LegalDocument legal={privacyPolicy} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.privacy.path)} />,
});
