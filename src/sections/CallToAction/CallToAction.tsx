import { AppLink } from '../../components/AppLink/AppLink';
import type { AppNavItem } from '../../content/navigation';
import { Container } from '../../system';
import * as styles from './CallToAction.css';

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
          <AppLink size="lg" destination={action.destination}>
            {action.label}
          </AppLink>
        </div>
      </Container>
    </section>
  );
}
