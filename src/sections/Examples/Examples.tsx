import type { ExampleImages, ExampleShowcase } from '../../content/types.ts';
import { card, cardText, cardTitle, Grid, Section } from '../../system/index.ts';
import { BeforeAfter, type BeforeAfterLabels } from '../../components/BeforeAfter/BeforeAfter.tsx';
import * as styles from './Examples.css.ts';

interface ExamplesProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly simulatedNote: string;
  readonly comparison: BeforeAfterLabels;
  readonly beforeAlt: (problem: string) => string;
  readonly afterAlt: (subject: string) => string;
  readonly beforeTerm: string;
  readonly afterTerm: string;
  readonly creditLabel: string;
  readonly creditsNote: string;
  readonly items: readonly ExampleShowcase[];
  readonly images: ExampleImages;
}

/**
 * Drawn width of each comparison: one column on phones, two from 46rem, three
 * from 72rem, where each is (72rem − 2 × 2rem container padding − 2 gaps of
 * 1.5rem) / 3 − 2 × 1.5rem card padding ≈ 18.6rem. Exact at the top size, so a
 * desktop at 1× takes the 300 px file, not the next one up.
 */
const sizes = '(min-width: 72rem) 18.6rem, (min-width: 46rem) calc(50vw - 5rem), calc(100vw - 5rem)';

const titleId = (photo: string) => `example-${photo}`;

/** Real photographs with a before/after comparison each; the target of "View Examples". */
export function Examples({
  id,
  eyebrow,
  title,
  intro,
  simulatedNote,
  comparison,
  beforeAlt,
  afterAlt,
  beforeTerm,
  afterTerm,
  creditLabel,
  creditsNote,
  items,
  images,
}: ExamplesProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="sunken">
      <p className={styles.note}>{simulatedNote}</p>
      <Grid min="wide" as="ul">
        {items.map((item) => {
          const pair = images[item.photo];
          if (!pair) throw new Error(`No images were built for the example photo "${item.photo}"`);
          return (
            <li key={item.photo} className={card}>
              {/*
                Named by its title alone: named by the whole caption, it was read twice over on entering. By the
                title's text, not by a reference to its heading: Orca 43 skips a heading that labels something
                as a hidden label when the browser has no place for it yet (Chromium under load), and the
                say-all lost the example's heading.
              */}
              <figure className={styles.figure} aria-label={item.title}>
                <BeforeAfter
                  title={item.title}
                  before={{ image: pair.before, alt: beforeAlt(item.before) }}
                  after={{ image: pair.after, alt: afterAlt(item.alt) }}
                  labels={comparison}
                  sizes={sizes}
                  full={pair.full}
                />
                <figcaption className={styles.caption}>
                  <h3 className={cardTitle} id={titleId(item.photo)}>
                    {item.title}
                  </h3>
                  <dl className={styles.changes}>
                    <div>
                      <dt>{beforeTerm}</dt>
                      <dd>{item.before}</dd>
                    </div>
                    <div>
                      <dt>{afterTerm}</dt>
                      <dd>{item.after}</dd>
                    </div>
                  </dl>
                  <p className={cardText}>{item.description}</p>
                  <p className={styles.credit}>
                    {creditLabel}: {item.credit}
                  </p>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </Grid>
      <p className={styles.credit}>{creditsNote}</p>
    </Section>
  );
}
