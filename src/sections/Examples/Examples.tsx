import type { ExampleShowcase } from '../../content/types';
import { card, cardText, cardTitle, Grid, Section } from '../../system';
import * as styles from './Examples.css';

interface ExamplesProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly beforeLabel: string;
  readonly afterLabel: string;
  readonly items: readonly ExampleShowcase[];
}

/** Before-and-after summaries of typical jobs; the target of "View Examples". */
export function Examples({ id, eyebrow, title, intro, beforeLabel, afterLabel, items }: ExamplesProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro} tone="sunken">
      <Grid min="wide" as="ul">
        {items.map((item) => (
          <li key={item.title} className={card}>
            <figure className={styles.figure}>
              <div className={styles.comparison}>
                <p className={styles.before}>
                  <span className={styles.paneLabel}>{beforeLabel}</span>
                  {item.before}
                </p>
                <p className={styles.after}>
                  <span className={styles.paneLabel}>{afterLabel}</span>
                  {item.after}
                </p>
              </div>
              <figcaption>
                <h3 className={cardTitle}>{item.title}</h3>
                <p className={cardText}>
                  {item.subject}. {item.description}
                </p>
              </figcaption>
            </figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
