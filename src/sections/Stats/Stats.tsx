import type { Statistic } from '../../content/types.ts';
import { Container, VisuallyHidden } from '../../system/index.ts';
import * as styles from './Stats.css.ts';

interface StatsProps {
  readonly title: string;
  readonly items: readonly Statistic[];
}

/** A description list: label then value in the markup, value shown first. */
export function Stats({ title, items }: StatsProps) {
  return (
    <section className={styles.root} aria-labelledby="stats-title">
      <Container>
        <h2 id="stats-title">
          <VisuallyHidden>{title}</VisuallyHidden>
        </h2>
        <dl className={styles.list}>
          {items.map((item) => (
            <div key={item.label} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.value}>{item.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
