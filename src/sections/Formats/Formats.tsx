import type { FormatGroup } from '../../content/types.ts';
import { card, cardText, cardTitle, Grid, Section, VisuallyHidden } from '../../system/index.ts';
import * as styles from './Formats.css.ts';

interface FormatsProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly intro: string;
  readonly groups: readonly FormatGroup[];
}

export function Formats({ id, eyebrow, title, intro, groups }: FormatsProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title} intro={intro}>
      <Grid min="wide">
        {groups.map((group) => (
          <div key={group.title} className={card}>
            <div className={styles.groupHeader}>
              <h3 className={cardTitle}>{group.title}</h3>
              <p className={cardText}>{group.description}</p>
            </div>
            <ul className={styles.list}>
              {group.formats.map((format) => (
                <li key={format.name} className={styles.format}>
                  {/* The two are grid items, between which no space is laid out; Chromium then reads them as one
                      word ("JPEG / JPGPhone shots"). The hidden colon and space part them. */}
                  <span className={styles.name}>
                    {format.name}
                    <VisuallyHidden inline>{': '}</VisuallyHidden>
                  </span>
                  <span className={styles.detail}>{format.detail}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Grid>
    </Section>
  );
}
