import { site } from '../config/site.ts';
import type { FileRouteTypes } from '../routeTree.gen.ts';

/** A path the router knows; typed from the generated route tree. */
type InternalPath = FileRouteTypes['to'];

export interface NavItem {
  readonly label: string;
  readonly to: InternalPath;
}

export interface AppNavItem {
  readonly label: string;
  /** Read by assistive technology after the label, where the label alone does not say it leaves the site. */
  readonly destination: string;
}

export const primaryNav: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact', to: '/contact' },
];

/** Read after a call to action's visible text, where that text alone does not say it leaves this site. */
export const appLinkDestination = `in the ${site.name} app`;

/** Read after the destination in the installed app, where calls to action open the browser (see AppLink). */
export const appLinkOpensBrowser = ', opens in your browser';

/** A call to action that leaves for the app. */
export function appAction(label: string): AppNavItem {
  return { label, destination: appLinkDestination };
}

export const footerProductLinks: readonly (NavItem | AppNavItem)[] = [
  appAction('AI Enhancement'),
  appAction('Supported Formats'),
  { label: 'Pricing', to: '/pricing' },
];

export const footerLegalLinks: readonly NavItem[] = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'AI Terms', to: '/ai-terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Accessibility', to: '/accessibility' },
];
