import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../content/legal/terms.ts';
import { legalPageCopy } from '../content/legal/page.ts';
import { pages } from '../content/pages.ts';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument.tsx';
import { absoluteUrl, pageHead } from '../seo/pageHead.ts';

export const Route = createFileRoute('/terms')({
  head: () => pageHead(pages.terms),
  component: () => <LegalDocument legal={termsOfService} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.terms.path)} />,
});
