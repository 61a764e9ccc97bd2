import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { notFoundCopy } from '../../content/shell.ts';
import { pages } from '../../content/pages.ts';
import { button, Cluster } from '../../system/index.ts';
import { PageIntro } from '../../sections/PageIntro/PageIntro.tsx';

/**
 * The 404 view for any path no route matches. Its head is rendered here
 * (React hoists it) because not-found matches carry no route head.
 */
export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    // A warning, not an error: a mistyped URL is the visitor's, not the site's, fault.
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);

  return (
    <>
      <title>{pages.notFound.title}</title>
      <meta name="description" content={pages.notFound.description} />
      <meta name="robots" content="noindex" />
      <PageIntro eyebrow={notFoundCopy.eyebrow} title={notFoundCopy.title} lead={notFoundCopy.lead}>
        <Cluster>
          <Link to="/" className={button()}>
            {notFoundCopy.home}
          </Link>
          <Link to="/pricing" className={button({ tone: 'secondary' })}>
            {notFoundCopy.pricing}
          </Link>
        </Cluster>
      </PageIntro>
    </>
  );
}
