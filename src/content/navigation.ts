import type { FileRouteTypes } from '../routeTree.gen';

/** A path the router knows; typed from the generated route tree. */
export type InternalPath = FileRouteTypes['to'];

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

export const footerProductLinks: readonly (NavItem | AppNavItem)[] = [
  { label: 'AI Enhancement', destination: 'in the PixelLift app' },
  { label: 'Supported Formats', destination: 'in the PixelLift app' },
  { label: 'Pricing', to: '/pricing' },
];

export const footerLegalLinks: readonly NavItem[] = [
  { label: 'Terms of Service', to: '/terms' },
  { label: 'AI Terms', to: '/ai-terms' },
  { label: 'Privacy Policy', to: '/privacy' },
];

export const brandBlurb =
  'AI image enhancement for photographers, designers and content creators. Sharper, cleaner, larger images for one flat price per image, with no subscription.';
