import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../content/legal/terms';
import { legalPageCopy } from '../content/legal/page';
import { pages } from '../content/pages';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument';
import { absoluteUrl, pageHead } from '../seo/pageHead';

export const Route = createFileRoute('/terms')({
  head: () => pageHead(pages.terms),
  component: () => <LegalDocument legal={termsOfService} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.terms.path)} />,
});
