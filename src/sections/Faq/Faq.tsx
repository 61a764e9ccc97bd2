import type { FaqItem } from '../../content/types.ts';
import { Section } from '../../system/index.ts';
import * as styles from './Faq.css.ts';

interface FaqProps {
  readonly id: string;
  readonly title: string;
  readonly intro?: string;
  readonly items: readonly FaqItem[];
  readonly tone?: 'plain' | 'sunken';
}

/** Native disclosure widgets: keyboard-operable and readable without JavaScript. */
export function Faq({ id, title, intro, items, tone }: FaqProps) {
  return (
    <Section id={id} title={title} intro={intro} tone={tone} layout="beside">
      <div className={styles.list}>
        {items.map((item) => (
          <details key={item.question} className={styles.item}>
            <summary className={styles.question}>{item.question}</summary>
            <p className={styles.answer}>{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
