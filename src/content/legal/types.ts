/**
 * Legal documents are data: an ordered list of sections, each a heading and
 * blocks of text. The LegalDocument section renders any of them.
 */
export type LegalBlock =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  /** Where to go next: plain links, which work without JavaScript (a page of this site, or `mailto:`). */
  | { readonly kind: 'links'; readonly items: readonly { readonly text: string; readonly href: string }[] };

interface LegalSection {
  /** Anchor id, stable across edits: links from elsewhere rely on it. */
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

/** The words every legal page shares around its document. */
export interface LegalPageCopy {
  readonly eyebrow: string;
  readonly contentsTitle: string;
  readonly lastUpdated: string;
  /** Printed under the date, before the document's canonical URL: which version a paper copy is. */
  readonly printSource: string;
}

export interface LegalDocument {
  readonly title: string;
  /** One or two sentences shown under the title. */
  readonly summary: string;
  /** ISO date, e.g. '2026-11-01'. */
  readonly lastUpdated: string;
  readonly sections: readonly LegalSection[];
}
