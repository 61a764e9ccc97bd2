import { AppLink } from '../../components/AppLink/AppLink.tsx';
import type { AppNavItem } from '../../content/navigation.ts';
import { Container } from '../../system/index.ts';
import * as styles from './CallToAction.css.ts';

interface CallToActionProps {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly action: AppNavItem;
}

export function CallToAction({ id, title, text, action }: CallToActionProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} className={styles.root} aria-labelledby={titleId}>
      <Container>
        <div className={styles.panel}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
          <AppLink size="lg" destination={action.destination} label={action.label} />
        </div>
      </Container>
    </section>
  );
}
