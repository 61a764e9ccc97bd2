import { AppLink } from '../../components/AppLink/AppLink.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import type { AppNavItem } from '../../content/navigation.ts';
import { priceFigure } from '../../system/index.ts';
import * as styles from './PlanCard.css.ts';

interface PlanCardProps {
  readonly name: string;
  readonly price: string;
  readonly unit: string;
  readonly summary: string;
  readonly featuresLabel: string;
  readonly features: readonly string[];
  readonly action: AppNavItem;
}

/** The one plan, as a card: its name, its price and how to start, then what it includes. On the pricing page it stands beside the intro (PageIntro's aside). */
export function PlanCard({ name, price, unit, summary, featuresLabel, features, action }: PlanCardProps) {
  return (
    <section className={styles.card} aria-labelledby="plan-title">
      <h2 id="plan-title" className={styles.name}>
        {name}
      </h2>
      <p className={styles.price}>
        {/* One line of text with a real space: as flex items with a hidden space between them, Chromium read
            "$1 per image" and Firefox read "$1", a blank line, then "per image". */}
        <span className={priceFigure}>{price}</span> <span className={styles.unit}>{unit}</span>
      </p>
      {/* The call to action under the price, before what the price includes: on a phone the card starts
          low in the first screen (under the page's headline and lead), and at its end the link stood
          1,127 px down at 360 × 640. */}
      <AppLink size="lg" block destination={action.destination} label={action.label} />
      <p className={styles.summary}>{summary}</p>
      <ul className={styles.features} aria-label={featuresLabel}>
        {features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <Icon name="check" size={20} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
    </section>
  );
}
