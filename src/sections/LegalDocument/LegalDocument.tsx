import type { LegalBlock, LegalDocument as LegalDocumentData } from '../../content/legal/types';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { Container } from '../../system';
import * as styles from './LegalDocument.css';

function Block({ block }: { readonly block: LegalBlock }) {
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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatLegalDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Any legal document as a page: its intro, then numbered sections with a table of contents linking to their anchors. */
export function LegalDocument({ document }: { readonly document: LegalDocumentData }) {
  return (
    <>
    <PageIntro eyebrow="Legal" title={document.title} lead={document.summary} />
    <Container>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            Contents
          </h2>
          <ol className={styles.tocList}>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <p className={styles.updated}>
            Last updated: <time dateTime={document.lastUpdated}>{formatLegalDate(document.lastUpdated)}</time>
          </p>
          {document.sections.map((section, index) => (
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
