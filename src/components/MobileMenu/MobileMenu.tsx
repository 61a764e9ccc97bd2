import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import type { MobileMenuCopy } from '../../content/shell.ts';
import type { NavItem } from '../../content/navigation.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { useModalDialog } from '../../hooks/useModalDialog.ts';
import { breakpoints } from '../../styles/theme.css.ts';
import { VisuallyHidden } from '../../system/index.ts';
import { AppLink } from '../AppLink/AppLink.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { InstallButton } from '../InstallButton/InstallButton.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { NavLinks } from '../NavLinks/NavLinks.tsx';
import * as styles from './MobileMenu.css.ts';

/**
 * What a menu button does to the dialog, by invoker command and, where no script of ours runs, by popover
 * target: opening as a modal pairs with showing the popover, closing with hiding it.
 */
function menuCommand(dialogId: string, command: 'show-modal' | 'close', popoverFallback: boolean) {
  return {
    commandfor: dialogId,
    command,
    popoverTarget: popoverFallback ? dialogId : undefined,
    popoverTargetAction: command === 'show-modal' ? 'show' : 'hide',
  } as const;
}

interface MobileMenuProps {
  readonly nav: readonly NavItem[];
  readonly copy: MobileMenuCopy;
}

/**
 * The small-screen menu: a native modal <dialog>, so the page behind is inert
 * and hidden from assistive technology by the browser itself. The buttons
 * open and close it by invoker commands (`commandfor` + `command`), so it
 * works from the first paint, before the app has started and with scripts
 * off; Escape closes it natively. Once hydrated, `useModalDialog` adds Tab
 * wrapping and focus back on the toggle, and this closes it on navigation,
 * Back and widening.
 * The toggle carries no `aria-expanded`: HTML forbids it beside `command`,
 * and while the menu is open the toggle is inert behind it, out of the
 * accessibility tree, so "expanded" could never be heard. Opening moves focus
 * into the dialog, which screen readers announce by name; `aria-haspopup`
 * says beforehand that Menu opens one.
 *
 * Where no script of ours runs and the browser lacks invoker commands
 * (boot.js lost to a failed request or a proxy, in Safari before 26.2 or
 * WebKitGTK 2.50), the same buttons open and close the dialog as a popover
 * (`popover`, `popovertarget`): HTML runs a button's command when it has
 * `commandfor` and a browser knows it, its popover target otherwise, and
 * boot.js cancels the popover where it opens the modal itself. Shown so, the
 * dialog takes the focus, Escape closes it and focus returns to Menu; the
 * stylesheet hides the page behind it (MobileMenu.css.ts), as a modal
 * dialog makes it inert. A popover target gives Menu an implicit collapsed
 * state, so the app removes the targets once it runs.
 */
export function MobileMenu({ nav, copy }: MobileMenuProps) {
  // No state of whether it is open: opening and closing the menu renders nothing (#63).
  const { dialogRef, openerRef: toggleRef, show: openMenu, close, wrapFocus } = useModalDialog();
  const menuId = useId();
  // The popover is the fallback for a page no script of ours runs on. Once the app runs, its own click
  // handlers open the modal in every engine, and the attribute goes: a popover target gives Menu a
  // "collapsed" state, which Orca read on every visit ("Menu collapsed push button").
  const fallback = !useHydrated();
  const location = useRouterState({ select: (state) => state.location.href });

  // Navigation closes the menu; the first render is no navigation (a menu opened before hydration stays open).
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    close();
  }, [location, close]);

  // Widening past the phone's layout and Back close it; `close` does nothing to a closed menu.
  useEffect(() => {
    const wide = window.matchMedia(breakpoints.tablet);
    const onWiden = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener('change', onWiden);
    window.addEventListener('popstate', close);
    return () => {
      wide.removeEventListener('change', onWiden);
      window.removeEventListener('popstate', close);
    };
  }, [close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        {...menuCommand(menuId, 'show-modal', fallback)}
        aria-controls={menuId}
        aria-haspopup="dialog"
        onClick={openMenu}
      >
        <Icon name="menu" />
        <span>{copy.open}</span>
      </button>
      {/* Keyboard handling is the Tab wrap of a modal dialog; the dialog itself is not interactive. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog ref={dialogRef} id={menuId} className={styles.dialog} aria-label={copy.dialogLabel} closedby="any" popover="auto" onKeyDown={wrapFocus}>
        <div className={styles.panel}>
          <div className={styles.top}>
            <Logo onNavigate={close} />
            <button type="button" className={styles.toggle} {...menuCommand(menuId, 'close', fallback)} onClick={close}>
              <Icon name="close" />
              <span>{copy.close}</span>
              <VisuallyHidden>{copy.closeHidden}</VisuallyHidden>
            </button>
          </div>
          <nav aria-label={copy.navLabel}>
            <NavLinks nav={nav} listClassName={styles.list} linkClassName={styles.link} onNavigate={close} />
          </nav>
          <div className={styles.actions}>
            <AppLink tone="secondary" size="lg" block onClick={close} destination={copy.tryIt.destination} label={copy.tryIt.label} />
            <AppLink size="lg" block onClick={close} destination={copy.getStarted.destination} label={copy.getStarted.label} />
            <InstallButton label={copy.installApp} tone="secondary" size="lg" block onClick={close} />
          </div>
        </div>
      </dialog>
    </>
  );
}
