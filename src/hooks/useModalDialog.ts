import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What the app adds to a native modal <dialog> whose buttons open and close it
 * by invoker commands (`commandfor` + `command`), which work from the first
 * paint, before the app has started and with scripts off. The platform makes
 * the page behind inert, closes on Escape and, with `closedby="any"`, on a
 * click outside. Once hydrated this adds:
 * - `show`, for the opener's click: where browsers lack invoker commands it
 *   opens the dialog itself (boot.js does so before hydration); elsewhere the
 *   command does;
 * - `open`, which follows the dialog however it opened or closed (a dialog
 *   opened before hydration is adopted);
 * - focus back on the opener after every close;
 * - `wrapFocus`, for the dialog's keydown: Tab and Shift+Tab cycle inside it
 *   instead of leaving for the browser's own controls.
 */
export function useModalDialog<Opener extends HTMLElement = HTMLButtonElement>() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<Opener>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open && !('command' in HTMLButtonElement.prototype)) dialog.showModal();
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Escape, a close button, a click outside: every path ends in the close event.
    const onClose = () => {
      setOpen(false);
      openerRef.current?.focus();
    };
    setOpen(dialog.open);
    dialog.addEventListener('close', onClose);
    return () => dialog.removeEventListener('close', onClose);
  }, []);

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

  return { dialogRef, openerRef, open, show, close, wrapFocus };
}
