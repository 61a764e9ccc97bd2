import { createFileRoute } from '@tanstack/react-router';
import { aiTerms } from '../content/legal/aiTerms.ts';
import { legalPageCopy } from '../content/legal/page.ts';
import { pages } from '../content/pages.ts';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument.tsx';
import { absoluteUrl, pageHead } from '../seo/pageHead.ts';

export const Route = createFileRoute('/ai-terms')({
  head: () => pageHead(pages.aiTerms),
  component: () => <LegalDocument legal={aiTerms} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.aiTerms.path)} />,
});
