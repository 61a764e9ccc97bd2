/** Shapes of the site's static content (SPEC.md section 3). */
import type { IconName } from '../components/Icon/Icon';

export interface Statistic {
  readonly value: string;
  readonly label: string;
}

/** A feature or benefit card: the brief's feature (title, description) with a decorative icon. */
export interface Feature {
  readonly title: string;
  readonly description: string;
  /** Name of a decorative icon in components/Icon. */
  readonly icon: IconName;
}

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly content: string;
  /** Whole stars out of 5. */
  readonly rating: 1 | 2 | 3 | 4 | 5;
}

export interface FormatGroup {
  readonly title: string;
  readonly description: string;
  readonly formats: readonly { readonly name: string; readonly detail: string }[];
}

export interface FaqItem {
  readonly question: string;
  readonly answer: string;
}

export interface ExampleShowcase {
  readonly title: string;
  readonly subject: string;
  readonly before: string;
  readonly after: string;
  /** What changed, for people who cannot see the comparison. */
  readonly description: string;
}
