import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/legal/privacy';
import { legalPageCopy } from '../content/legal/page';
import { pages } from '../content/pages';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument';
import { absoluteUrl, pageHead } from '../seo/pageHead';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead(pages.privacy),
  component: () => <LegalDocument legal={privacyPolicy} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.privacy.path)} />,
});
