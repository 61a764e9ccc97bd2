import type { LegalBlock, LegalDocument as LegalDocumentData, LegalPageCopy } from '../../content/legal/types.ts';
import { PageIntro } from '../PageIntro/PageIntro.tsx';
import { Container } from '../../system/index.ts';
import { formatLongDate } from '../../config/format.ts';
import * as styles from './LegalDocument.css.ts';

function Block({ block }: { readonly block: LegalBlock }) {
  if (block.kind === 'links') {
    return (
      <ul className={styles.links}>
        {block.items.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    );
  }
  if (block.kind === 'list') {
    return (
      <ul className={styles.list}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p>{block.text}</p>;
}

interface LegalDocumentProps {
  readonly legal: LegalDocumentData;
  readonly copy: LegalPageCopy;
  /** Where the document is published; printed copies say so. */
  readonly canonicalUrl: string;
}

/** Any legal document as a page: its intro, then numbered sections with a table of contents linking to their anchors. */
export function LegalDocument({ legal, copy, canonicalUrl }: LegalDocumentProps) {
  return (
    <>
      <PageIntro eyebrow={copy.eyebrow} title={legal.title} lead={legal.summary} />
      <Container>
        <div className={styles.layout}>
          {/* The landmark carries the name; its visible title is not read again after it ("navigation,
              Contents, Contents, heading level 2"). */}
          <nav className={styles.toc} aria-labelledby="toc-title">
            <h2 id="toc-title" className={styles.tocTitle} aria-hidden="true">
              {copy.contentsTitle}
            </h2>
            <ol className={styles.tocList}>
              {legal.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div className={styles.body}>
            <p className={styles.updated}>
              {copy.lastUpdated} <time dateTime={legal.lastUpdated}>{formatLongDate(legal.lastUpdated)}</time>
            </p>
            <p className={styles.printSource}>
              {copy.printSource} {canonicalUrl}.
            </p>
            {legal.sections.map((section, index) => (
              <section key={section.id} id={section.id} className={styles.section}>
                <h2 id={`${section.id}-title`} className={styles.heading}>
                  {index + 1}. {section.heading}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </section>
            ))}
          </div>
        </div>
      </Container>
    </>
  );
}
