import { createFileRoute } from '@tanstack/react-router';
import { aiTerms } from '../content/legal/aiTerms';
import { legalPageCopy } from '../content/legal/page';
import { pages } from '../content/pages';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument';
import { absoluteUrl, pageHead } from '../seo/pageHead';

export const Route = createFileRoute('/ai-terms')({
  head: () => pageHead(pages.aiTerms),
  component: () => <LegalDocument legal={aiTerms} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.aiTerms.path)} />,
});
