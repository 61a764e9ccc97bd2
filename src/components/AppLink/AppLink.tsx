import { site } from '../../config/site.ts';
import { appLinkOpensBrowser } from '../../content/navigation.ts';
import { useStandalone } from '../../hooks/useStandalone.ts';
import { button, type ButtonVariants } from '../../system/index.ts';

interface AppLinkProps extends ButtonVariants {
  /** The visible text; the accessible name adds `destination` after it. */
  readonly label: string;
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
 *
 * In the installed site's own window it opens the browser instead: the app
 * is another site (outside the manifest's scope), where people upload and pay,
 * so they get the browser's address bar, sign-ins and saved details (a
 * home-screen app on iOS keeps cookies apart from Safari's), while the
 * installed site stays on the page they were reading.
 */
export function AppLink({ label, destination, className, onClick, plain = false, ...variants }: AppLinkProps) {
  const standalone = useStandalone();
  const classes = [plain ? undefined : button(variants), className].filter(Boolean).join(' ');
  const name = `${label} ${destination}${standalone ? appLinkOpensBrowser : ''}`;
  return (
    <a href={site.appUrl} aria-label={name} className={classes || undefined} onClick={onClick} {...(standalone ? { target: '_blank', rel: 'noopener' } : {})}>
      {label}
    </a>
  );
}
