import { createFileRoute } from '@tanstack/react-router';
import { accessibilityStatement } from '../content/legal/accessibility.ts';
import { legalPageCopy } from '../content/legal/page.ts';
import { pages } from '../content/pages.ts';
import { LegalDocument } from '../sections/LegalDocument/LegalDocument.tsx';
import { absoluteUrl, pageHead } from '../seo/pageHead.ts';

export const Route = createFileRoute('/accessibility')({
  head: () => pageHead(pages.accessibility),
  component: () => <LegalDocument legal={accessibilityStatement} copy={legalPageCopy} canonicalUrl={absoluteUrl(pages.accessibility.path)} />,
});
