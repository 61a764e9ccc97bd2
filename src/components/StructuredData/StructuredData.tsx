import { type JsonLd, serializeJsonLd } from '../../seo/structuredData.ts';

/** A JSON-LD data block. Browsers never execute it, so the CSP needs no exception. */
export function StructuredData({ nodes }: { readonly nodes: readonly JsonLd[] }) {
  // The content is our own serialised data with `<` escaped, not markup.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes) }} />;
}
