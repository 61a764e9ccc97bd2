import { type KeyboardEvent, useCallback, useEffect, useRef } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Whether the browser showed the dialog as a popover: its own way to open a
 * dialog that also has `popover` where no script of ours had run and invoker
 * commands are missing (MobileMenu). Browsers without popovers know no such
 * state, nor its selector.
 */
const shownAsPopover = (dialog: HTMLDialogElement) => 'popover' in HTMLElement.prototype && dialog.matches('[popover]:popover-open');

/**
 * What the app adds to a native modal <dialog> whose buttons open and close it
 * by invoker commands (`commandfor` + `command`), which work from the first
 * paint, before the app has started and with scripts off. The platform makes
 * the page behind inert, closes on Escape and, with `closedby="any"`, on a
 * click outside. Once hydrated this adds:
 * - `show`, for the opener's click: where browsers lack invoker commands it
 *   opens the dialog itself (boot.js does so before hydration); elsewhere the
 *   command does;
 * - `onOpenChange` (a stable function: a state setter), where the component
 *   needs to know: called as the dialog opens or closes, however it did (a
 *   dialog opened before hydration is adopted, as a popover too). A component
 *   that does not ask holds no state of it, and opening or closing its dialog
 *   renders nothing (the mobile menu: #63, every re-render is CPU the tap
 *   waits for);
 * - focus back on the opener after every close;
 * - `wrapFocus`, for the dialog's keydown: Tab and Shift+Tab cycle inside it
 *   instead of leaving for the browser's own controls.
 */
export function useModalDialog<Opener extends HTMLElement = HTMLButtonElement>(onOpenChange?: (open: boolean) => void) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Opener>(null);
  const show = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && !('command' in HTMLButtonElement.prototype)) dialog.showModal();
    onOpenChange?.(true);
  }, [onOpenChange]);

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    // Hiding a popover returns the focus to what had it before, as closing a dialog does here.
    else if (dialog && shownAsPopover(dialog)) dialog.hidePopover();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape, a close button, a click outside: every path ends in the close event.
    const onClose = () => {
      onOpenChange?.(false);
      openerRef.current?.focus();
    };
    // A popover shown or hidden fires toggle, never close.
    const onToggle = () => onOpenChange?.(dialog.open || shownAsPopover(dialog));
    onToggle();
    dialog.addEventListener('close', onClose);
    dialog.addEventListener('toggle', onToggle);
    return () => {
      dialog.removeEventListener('close', onClose);
      dialog.removeEventListener('toggle', onToggle);
    };
  }, [onOpenChange]);

  const wrapFocus = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(focusable));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    const inside = active instanceof Node && event.currentTarget.contains(active) && active !== event.currentTarget;
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }, []);

  return { dialogRef, openerRef, show, close, wrapFocus };
}
