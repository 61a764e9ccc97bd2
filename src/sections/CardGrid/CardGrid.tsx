import { Icon } from '../../components/Icon/Icon.tsx';
import type { Feature } from '../../content/types.ts';
import { card, cardText, cardTitle, Grid, Section } from '../../system/index.ts';
import * as styles from './CardGrid.css.ts';

interface CardGridProps {
  readonly id: string;
  readonly title: string;
  readonly eyebrow?: string;
  readonly intro?: string;
  readonly items: readonly Feature[];
  readonly tone?: 'plain' | 'sunken';
}

/** Icon cards: the home page's features and the pricing page's benefits. */
export function CardGrid({ id, title, eyebrow, intro, items, tone }: CardGridProps) {
  return (
    <Section id={id} title={title} eyebrow={eyebrow} intro={intro} tone={tone}>
      <Grid as="ul" min="medium">
        {items.map((item) => (
          <li key={item.title} className={card}>
            <span className={styles.icon}>
              <Icon name={item.icon} />
            </span>
            <h3 className={cardTitle}>{item.title}</h3>
            <p className={cardText}>{item.description}</p>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
