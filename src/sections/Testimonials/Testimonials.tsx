import { Icon } from '../../components/Icon/Icon.tsx';
import type { Testimonial } from '../../content/types.ts';
import { card, Grid, Section } from '../../system/index.ts';
import * as styles from './Testimonials.css.ts';

interface TestimonialsProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly items: readonly Testimonial[];
  readonly maxRating: number;
  /** What a rating reads as, e.g. "Rated 5 out of 5". */
  readonly ratingLabel: (value: number, max: number) => string;
}

interface RatingProps {
  readonly value: number;
  readonly maxRating: number;
  readonly label: string;
}

function Rating({ value, maxRating, label }: RatingProps) {
  return (
    <p className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: maxRating }, (_, index) => (
        <Icon key={index} name="star" size={20} filled={index < value} />
      ))}
    </p>
  );
}

export function Testimonials({ id, eyebrow, title, items, maxRating, ratingLabel }: TestimonialsProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title}>
      <Grid min="wide" as="ul">
        {items.map((item) => (
          <li key={item.name} className={card}>
            <figure className={styles.figure}>
              <Rating value={item.rating} maxRating={maxRating} label={ratingLabel(item.rating, maxRating)} />
              <blockquote className={styles.quote}>
                <p>{item.content}</p>
              </blockquote>
              <figcaption className={styles.person}>
                <cite className={styles.name}>{item.name}</cite>
                <span className={styles.role}>{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </Grid>
    </Section>
  );
}
