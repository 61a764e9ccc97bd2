import { Icon } from '../../components/Icon/Icon';
import type { Testimonial } from '../../content/types';
import { card, Grid, Section } from '../../system';
import * as styles from './Testimonials.css';

interface TestimonialsProps {
  readonly id: string;
  readonly eyebrow: string;
  readonly title: string;
  readonly items: readonly Testimonial[];
}

const maxRating = 5;

function Rating({ value }: { readonly value: number }) {
  return (
    <p className={styles.stars} role="img" aria-label={`Rated ${value} out of ${maxRating}`}>
      {Array.from({ length: maxRating }, (_, index) => (
        <Icon key={index} name="star" size={20} filled={index < value} />
      ))}
    </p>
  );
}

export function Testimonials({ id, eyebrow, title, items }: TestimonialsProps) {
  return (
    <Section id={id} eyebrow={eyebrow} title={title}>
      <Grid min="wide" as="ul">
        {items.map((item) => (
          <li key={item.name} className={card}>
            <figure className={styles.figure}>
              <Rating value={item.rating} />
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
