import { Link } from '@tanstack/react-router';
import { AppLink } from '../../components/AppLink/AppLink.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import type { AppNavItem } from '../../content/navigation.ts';
import { button, Cluster, Container, eyebrow as eyebrowStyle, priceFigure } from '../../system/index.ts';
import * as styles from './Hero.css.ts';

interface HeroProps {
  readonly eyebrow: string;
  readonly title: string;
  readonly lead: string;
  readonly primaryAction: AppNavItem;
  readonly examplesAction: string;
  readonly claimsLabel: string;
  readonly claims: readonly string[];
  readonly priceNote: { readonly label: string; readonly price: string; readonly unit: string; readonly detail: string };
  /** Id of the section "View Examples" jumps to. */
  readonly examplesId: string;
}

export function Hero({ eyebrow, title, lead, primaryAction, examplesAction, claimsLabel, claims, priceNote, examplesId }: HeroProps) {
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
              <AppLink size="lg" destination={primaryAction.destination}>
                {primaryAction.label}
              </AppLink>
              <Link to="/" hash={examplesId} className={button({ tone: 'secondary', size: 'lg' })}>
                {examplesAction}
              </Link>
            </Cluster>
            <ul className={styles.claims} aria-label={claimsLabel}>
              {claims.map((claim) => (
                <li key={claim} className={styles.claim}>
                  <Icon name="check" size={18} className={styles.claimIcon} />
                  {claim}
                </li>
              ))}
            </ul>
          </div>
          <aside className={styles.priceCard} aria-label={priceNote.label}>
            <p>
              <span className={priceFigure}>{priceNote.price}</span> <span className={styles.priceUnit}>{priceNote.unit}</span>
            </p>
            <p className={styles.priceDetail}>{priceNote.detail}</p>
          </aside>
        </div>
      </Container>
    </div>
  );
}
