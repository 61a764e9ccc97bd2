import { Link } from '@tanstack/react-router';
import { AppLink } from '../../components/AppLink/AppLink';
import { Icon } from '../../components/Icon/Icon';
import { buttonLink, Cluster, Container, eyebrow as eyebrowStyle } from '../../system';
import * as styles from './Hero.css';

interface HeroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly claims: readonly string[];
  readonly priceNote: { readonly price: string; readonly unit: string; readonly detail: string };
  /** Id of the section "View Examples" jumps to. */
  readonly examplesId: string;
}

export function Hero({ eyebrow, title, lead, claims, priceNote, examplesId }: HeroProps) {
  return (
    <div className={styles.root}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <p className={eyebrowStyle}>{eyebrow}</p>
            <h1 className={styles.title} tabIndex={-1}>
              {title}
            </h1>
            <p className={styles.lead}>{lead}</p>
            <Cluster>
              <AppLink size="lg">Try it Now</AppLink>
              <Link to="/" hash={examplesId} className={buttonLink({ tone: 'secondary', size: 'lg' })}>
                View Examples
              </Link>
            </Cluster>
            <ul className={styles.claims} aria-label="Included with every enhancement">
              {claims.map((claim) => (
                <li key={claim} className={styles.claim}>
                  <Icon name="check" size={18} className={styles.claimIcon} />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
          <aside className={styles.priceCard} aria-label="Price">
            <p>
              <span className={styles.price}>{priceNote.price}</span> <span className={styles.priceUnit}>{priceNote.unit}</span>
            </p>
            <p className={styles.priceDetail}>{priceNote.detail}</p>
          </aside>
        </div>
      </Container>
    </div>
  );
}
