import { Link } from '@tanstack/react-router';
import { AppLink } from '../../components/AppLink/AppLink.tsx';
import { BeforeAfter, type BeforeAfterLabels } from '../../components/BeforeAfter/BeforeAfter.tsx';
import { Icon } from '../../components/Icon/Icon.tsx';
import type { AppNavItem } from '../../content/navigation.ts';
import type { ImagePair } from '../../content/types.ts';
import { breakpoints } from '../../styles/theme.css.ts';
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
  /** The first screen's before/after: the wide crop, the phone crop, and what to say about them. */
  readonly comparison: {
    readonly title: string;
    readonly wide: ImagePair;
    readonly narrow: ImagePair;
    readonly beforeAlt: string;
    readonly afterAlt: string;
    readonly labels: BeforeAfterLabels;
    readonly note: string;
    readonly credit: string;
  };
}

/**
 * How wide the comparison is drawn, matching Hero.css.ts and the container's
 * gutters (clamp(1rem, 4vw, 2rem) a side, so 92vw of content between 25em and
 * 50em): beside the copy from 64em, in the 6 of 11 shares of the content
 * width less the 3rem gap; alone in the column below. Phones (below the
 * tablet breakpoint) get the closer crop.
 */
const sizes = {
  wide: '(min-width: 72rem) 35.45rem, (min-width: 64em) calc((100vw - 7rem) * 6 / 11), (min-width: 50em) calc(100vw - 4rem), 92vw',
  narrow: '(min-width: 25em) 92vw, calc(100vw - 2rem)',
};

/**
 * The first screen: the headline, the lead and how to start, then a
 * comparison of one photograph (the examples' own component, so it behaves
 * the same before and after the app starts), then what it costs. On wide
 * screens the comparison stands beside the copy.
 */
export function Hero({ eyebrow, title, lead, primaryAction, examplesAction, claimsLabel, claims, priceNote, examplesId, comparison }: HeroProps) {
  return (
    <div className={styles.root}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.heading}>
            <p className={eyebrowStyle}>{eyebrow}</p>
            <h1 className={styles.title}>{title}</h1>
          </div>
          <div className={styles.intro}>
            <p className={styles.lead}>{lead}</p>
            <Cluster>
              <AppLink size="lg" destination={primaryAction.destination} label={primaryAction.label} />
              <Link to="/" hash={examplesId} className={button({ tone: 'secondary', size: 'lg' })}>
                {examplesAction}
              </Link>
            </Cluster>
          </div>
          {/*
            Named by the photo's title, with the note a paragraph, not a figcaption: Firefox names a figure
            by its figcaption whatever its aria-label says, so Orca read the note on entering and again after.
          */}
          <figure className={styles.visual} aria-label={comparison.title}>
            <BeforeAfter
              title={comparison.title}
              before={{ image: comparison.wide.before, alt: comparison.beforeAlt }}
              after={{ image: comparison.wide.after, alt: comparison.afterAlt }}
              labels={comparison.labels}
              sizes={sizes.wide}
              narrow={{ media: breakpoints.phone, sizes: sizes.narrow, before: comparison.narrow.before, after: comparison.narrow.after }}
              full={comparison.wide.full}
              priority
            />
            <p className={styles.caption}>
              {/* One text node: Chromium drops a separate " " node where the line wraps ("below.Photo"). */}
              {`${comparison.note} ${comparison.credit}.`}
            </p>
          </figure>
          <div className={styles.details}>
            <ul className={styles.claims} aria-label={claimsLabel}>
              {claims.map((claim) => (
                <li key={claim} className={styles.claim}>
                  <Icon name="check" size={18} className={styles.claimIcon} />
                  {claim}
                </li>
              ))}
            </ul>
            <aside className={styles.priceCard} aria-label={priceNote.label}>
              <p>
                <span className={priceFigure}>{priceNote.price}</span> <span className={styles.priceUnit}>{priceNote.unit}</span>
              </p>
              <p className={styles.priceDetail}>{priceNote.detail}</p>
            </aside>
          </div>
        </div>
      </Container>
    </div>
  );
}
