import { pricingBenefits } from '../src/content/benefits.ts';
import { contactFields, contactFormCopy, contactInfoCopy, contactIntro } from '../src/content/contact.ts';
import { features } from '../src/content/features.ts';
import { inputFormats, outputFormats } from '../src/content/formats.ts';
import { hero } from '../src/content/home.ts';
import { accessibilityStatement } from '../src/content/legal/accessibility.ts';
import { aiTerms } from '../src/content/legal/aiTerms.ts';
import { privacyPolicy } from '../src/content/legal/privacy.ts';
import { termsOfService } from '../src/content/legal/terms.ts';
import type { LegalDocument } from '../src/content/legal/types.ts';
import { type PageKey, pages } from '../src/content/pages.ts';
import { plan, pricingIntro, pricingSections } from '../src/content/pricing.ts';
import { notFoundCopy } from '../src/content/shell.ts';
import { statistics } from '../src/content/stats.ts';
import { testimonials } from '../src/content/testimonials.ts';

/**
 * The routes the test suites loop over (unit, build, browser, engines), with
 * what each must show, in the site's own words (src/content/): a copy change
 * moves the pages and these cases together. Its keys come from src/content/pages.ts, the list the
 * prerender and the Lighthouse gate read; tests/unit/prerender.test.ts holds
 * both to the brief's routes.
 */
export interface RouteCase {
  readonly key: PageKey;
  /**
   * The route's name in every file named after it (screenshot baselines, ARIA snapshots, transcripts):
   * its key spelt as its URL is, `ai-terms`, `not-found`.
   */
  readonly file: string;
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly h1: string;
  /** Text the server's HTML must already hold, before any script runs. */
  readonly keyText: readonly string[];
  /** The HTTP status the production server answers with. */
  readonly status: 200 | 404;
  /** The main-navigation link marked as current, if any. */
  readonly activeNav?: 'Home' | 'Pricing' | 'Contact';
  /** Number of numbered sections, for legal documents. */
  readonly legalSections?: number;
  /** The legal document a legal page shows. */
  readonly legalDocument?: LegalDocument;
  /** The schema.org types of the page's JSON-LD graph, in order; empty for none. */
  readonly structuredData: readonly string[];
}

function legal(key: 'terms' | 'aiTerms' | 'privacy' | 'accessibility', document: LegalDocument, sections: number): Omit<RouteCase, 'file'> {
  return {
    key,
    ...pages[key],
    h1: document.title,
    keyText: [document.title, 'Last updated', ...document.sections.map((section) => section.heading)],
    status: 200,
    legalSections: sections,
    legalDocument: document,
    structuredData: [],
  };
}

const routeCases: readonly Omit<RouteCase, 'file'>[] = [
  {
    key: 'home',
    ...pages.home,
    h1: hero.title,
    keyText: [
      hero.primaryAction.label,
      hero.examplesAction,
      ...statistics.map((statistic) => statistic.value),
      ...[...inputFormats.formats, ...outputFormats.formats].map((format) => format.name),
      ...features.map((feature) => feature.title),
      ...testimonials.map((testimonial) => testimonial.name),
    ],
    status: 200,
    activeNav: 'Home',
    structuredData: ['Organization', 'WebSite', 'Product'],
  },
  {
    key: 'pricing',
    ...pages.pricing,
    h1: pricingIntro.title,
    keyText: [plan.name, plan.price, ...pricingBenefits.map((benefit) => benefit.title), pricingSections.faq.title],
    status: 200,
    activeNav: 'Pricing',
    structuredData: ['Product', 'FAQPage'],
  },
  {
    key: 'contact',
    ...pages.contact,
    h1: contactIntro.title,
    keyText: [...contactFields.map((field) => field.label), contactFormCopy.submit, contactInfoCopy.hoursTitle, contactInfoCopy.emailAction],
    status: 200,
    activeNav: 'Contact',
    structuredData: ['Organization', 'FAQPage'],
  },
  legal('terms', termsOfService, 12),
  legal('aiTerms', aiTerms, 12),
  legal('privacy', privacyPolicy, 13),
  legal('accessibility', accessibilityStatement, 7),
  {
    key: 'notFound',
    ...pages.notFound,
    path: '/no-such-page',
    h1: notFoundCopy.title,
    keyText: [notFoundCopy.eyebrow, notFoundCopy.title, notFoundCopy.home],
    status: 404,
    structuredData: [],
  },
];

export const routes: readonly RouteCase[] = routeCases.map((route) => ({ ...route, file: route.key.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase() }));

export const pageRoutes = routes.filter((route) => route.status === 200);

/** The route at a path, from the one list every suite reads. */
export function routeAt(path: string): RouteCase {
  const route = routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`No route ${path} in tests/routes.ts`);
  return route;
}

/** The 404 page, as an unknown path gets it. */
export const notFoundRoute = routeAt('/no-such-page');

/**
 * Unknown paths deeper than one segment: every host must answer them like
 * the 404 route, page and headers alone (a `_headers` rule such as `/:page`
 * matches one segment only, and left them with HSTS alone on Cloudflare Pages).
 */
export const deepUnknownPaths = ['/a/b/deeper', '/pricing/no/such/page'] as const;
