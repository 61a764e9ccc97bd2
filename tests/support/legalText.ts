import type { LegalDocument } from '../../src/content/legal/types.ts';

/** A legal document's words as a reader meets them: each heading, paragraph, list item and link text, one per line. */
export function legalText(document: LegalDocument): string {
  return document.sections
    .flatMap((section) => [
      section.heading,
      ...section.blocks.flatMap((block) =>
        block.kind === 'list' ? block.items : block.kind === 'links' ? block.items.map((item) => item.text) : [block.text],
      ),
    ])
    .join('\n');
}
