import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of each page of a PDF, as pdf.js extracts it, with runs of white space made one space. */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    const text = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join('');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return pages;
}

/** The parts of `expected` that `text` does not hold in that order, each searched for after the last one found. */
export function missingInOrder(text: string, expected: readonly string[]): string[] {
  let from = 0;
  return expected.filter((part) => {
    const at = text.indexOf(part, from);
    if (at >= 0) from = at + part.length;
    return at < 0;
  });
}
