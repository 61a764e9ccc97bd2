import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonLink, Cluster } from '../../system';
import { PageIntro } from '../PageIntro/PageIntro';
import * as styles from './ErrorView.css';

/**
 * Shown when a page fails to render or its code fails to load. The visitor
 * never sees a blank page: they can retry in place or go home.
 */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();

  useEffect(() => {
    console.error('Page failed to render', error);
  }, [error]);

  const retry = () => {
    reset();
    void router.invalidate();
  };

  return (
    <PageIntro
      title="Unexpected Application Error!"
      lead="Something went wrong while showing this page. Your connection may have dropped, or we may have shipped a fault. Try again, or go back to the home page."
    >
      <Cluster>
        <button type="button" className={buttonLink({ tone: 'secondary' })} onClick={retry}>
          Try again
        </button>
        <Link to="/" className={buttonLink()}>
          Return to Home
        </Link>
      </Cluster>
    </PageIntro>
  );
}

/** The root route's error view: the layout itself failed, so it brings its own landmark. */
export function RootErrorView(props: ErrorComponentProps) {
  return (
    <main id="main" className={styles.shell}>
      <title>Unexpected Application Error! | PixelLift</title>
      <ErrorView {...props} />
    </main>
  );
}
