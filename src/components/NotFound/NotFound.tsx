import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pages } from '../../content/pages';
import { buttonLink, Cluster } from '../../system';
import { PageIntro } from '../PageIntro/PageIntro';

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
      <PageIntro
        eyebrow="404"
        title="Oops! Page not found"
        lead="The page you asked for does not exist or has moved. Check the address, or start again from the home page.">
        <Cluster>
          <Link to="/" className={buttonLink()}>
            Return to Home
          </Link>
          <Link to="/pricing" className={buttonLink({ tone: 'secondary' })}>
            See pricing
          </Link>
        </Cluster>
      </PageIntro>
    </>
  );
}
