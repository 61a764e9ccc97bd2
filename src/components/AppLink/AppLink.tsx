import type { ReactNode } from 'react';
import { site } from '../../config/site';
import { buttonLink, type ButtonLinkVariants, VisuallyHidden } from '../../system';

interface AppLinkProps extends ButtonLinkVariants {
  readonly children: ReactNode;
  /** Announced after the visible text, which alone does not say the link leaves this site. */
  readonly destination: string;
  readonly className?: string;
  readonly onClick?: () => void;
  /** Plain text link instead of a button-styled one. */
  readonly plain?: boolean;
}

/**
 * A call to action. It is an ordinary link to the enhancement app in the same
 * tab, so it works without JavaScript and opens in a new tab on middle-click.
 */
export function AppLink({ children, destination, className, onClick, plain = false, ...variants }: AppLinkProps) {
  const classes = [plain ? undefined : buttonLink(variants), className].filter(Boolean).join(' ');
  return (
    <a href={site.appUrl} className={classes || undefined} onClick={onClick}>
      {children}
      <VisuallyHidden>{` ${destination}`}</VisuallyHidden>
    </a>
  );
}
