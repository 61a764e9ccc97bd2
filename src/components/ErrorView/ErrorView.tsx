import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorViewCopy } from '../../content/shell.ts';
import { button, Cluster } from '../../system/index.ts';
import { PageIntro } from '../../sections/PageIntro/PageIntro.tsx';
import * as styles from './ErrorView.css.ts';

/**
 * Whether the error is a page's code that could not be fetched, in the words
 * of Chromium, Firefox and Safari. A document keeps such a failure for the
 * module's URL (Chromium 156 answers every later import() of it with the same
 * error, without a request), so only a new document can try again.
 */
const codeFetchFailed = (error: unknown) =>
  error instanceof Error &&
  /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(error.message);

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
    if (codeFetchFailed(error)) {
      window.location.reload();
      return;
    }
    reset();
    void router.invalidate();
  };

  return (
    <PageIntro title={errorViewCopy.title} lead={errorViewCopy.lead}>
      <Cluster>
        <button type="button" className={button({ tone: 'secondary' })} onClick={retry}>
          {errorViewCopy.retry}
        </button>
        <Link to="/" className={button()}>
          {errorViewCopy.home}
        </Link>
      </Cluster>
    </PageIntro>
  );
}

/** The root route's error view: the layout itself failed, so it brings its own landmark. */
export function RootErrorView(props: ErrorComponentProps) {
  return (
    <main id="main" className={styles.shell}>
      <title>{errorViewCopy.documentTitle}</title>
      <ErrorView {...props} />
    </main>
  );
}
