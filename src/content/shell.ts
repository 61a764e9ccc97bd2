import { site } from '../config/site.ts';
import { type AppNavItem, appAction, footerLegalLinks, footerProductLinks, type NavItem } from './navigation.ts';

/**
 * The words of the site's shell (what surrounds every page): header, mobile menu, skip link, footer, and
 * the 404 and error views. Components take them as props, so a copy edit never
 * means searching JSX.
 */

export const skipLinkText = 'Skip to main content';

/** The footer's and the mobile menu's button, shown only where the browser offers installation. */
const installApp = 'Install app';

export interface HeaderCopy {
  readonly navLabel: string;
  readonly getStarted: AppNavItem;
}

export const headerCopy: HeaderCopy = {
  navLabel: 'Main',
  getStarted: appAction('Get Started'),
};

export interface MobileMenuCopy {
  readonly open: string;
  readonly dialogLabel: string;
  readonly close: string;
  /** Read after "Close" so the button says what it closes. */
  readonly closeHidden: string;
  readonly navLabel: string;
  readonly tryIt: AppNavItem;
  readonly getStarted: AppNavItem;
  readonly installApp: string;
}

export const mobileMenuCopy: MobileMenuCopy = {
  open: 'Menu',
  dialogLabel: 'Menu',
  close: 'Close',
  closeHidden: ' menu',
  navLabel: headerCopy.navLabel,
  tryIt: appAction('Try it'),
  getStarted: headerCopy.getStarted,
  installApp,
};

interface FooterColumn {
  readonly id: string;
  readonly title: string;
  readonly links: readonly (NavItem | AppNavItem)[];
}

export interface FooterCopy {
  readonly blurb: string;
  /** Link columns, each its own labelled navigation. */
  readonly columns: readonly FooterColumn[];
  readonly supportTitle: string;
  readonly contactUs: string;
  readonly installApp: string;
  readonly copyright: (year: number) => string;
}

export const footerCopy: FooterCopy = {
  blurb:
    'AI image enhancement for photographers, designers and content creators. Sharper, cleaner, larger images for one flat price per image, with no subscription.',
  columns: [
    { id: 'footer-product', title: 'Product', links: footerProductLinks },
    { id: 'footer-legal', title: 'Legal', links: footerLegalLinks },
  ],
  supportTitle: 'Support',
  contactUs: 'Contact Us',
  installApp,
  copyright: (year) => `© ${year} ${site.name}. All rights reserved.`,
};

export const notFoundCopy = {
  eyebrow: '404',
  title: 'Oops! Page not found',
  lead: 'The page you asked for does not exist or has moved. Check the address, or start again from the home page.',
  home: 'Return to Home',
  pricing: 'See pricing',
} as const;

export const errorViewCopy = {
  title: 'Unexpected Application Error!',
  documentTitle: `Unexpected Application Error! | ${site.name}`,
  lead: 'Something went wrong while showing this page. Your connection may have dropped, or we may have shipped a fault. Try again, or go back to the home page.',
  retry: 'Try again',
  home: 'Return to Home',
} as const;
