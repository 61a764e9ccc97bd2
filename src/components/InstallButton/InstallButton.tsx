import { useInstallPrompt } from '../../hooks/useInstallPrompt.ts';
import { button, type ButtonVariants } from '../../system/index.ts';

interface InstallButtonProps extends ButtonVariants {
  readonly label: string;
  readonly className?: string;
  /** Runs after the install dialog is asked for (the mobile menu closes). */
  readonly onClick?: () => void;
}

/**
 * Installs the site as an app, where the browser offers that: it renders
 * nothing until the offer arrives, so the prerendered page never holds it and
 * browsers that never offer show no dead button.
 */
export function InstallButton({ label, className, onClick, ...variants }: InstallButtonProps) {
  const install = useInstallPrompt();
  if (!install) return null;
  const classes = [button(variants), className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      onClick={() => {
        install();
        onClick?.();
      }}
    >
      {label}
    </button>
  );
}
