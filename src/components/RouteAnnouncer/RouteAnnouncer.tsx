import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { focusTarget, VisuallyHidden } from '../../system/index.ts';

/**
 * What a full page load gives assistive technology for free and a
 * client-side navigation does not: the new page's title is announced in a
 * polite live region (present, empty, since the first load; a plain
 * `aria-live` region, not `role="status"`, which screen readers read as an
 * empty "statusbar" in every say-all), and focus moves
 * to the new page's h1, or to the target of a link with a hash. The first
 * load announces nothing and moves no focus.
 */
export function RouteAnnouncer() {
  const router = useRouter();
  const [message, setMessage] = useState('');

  useEffect(
    () =>
      router.subscribe('onRendered', ({ pathChanged, hashChanged, toLocation }) => {
        if (!pathChanged && !hashChanged) return;
        // The head (and so document.title) commits with this render; read it on the next frame.
        requestAnimationFrame(() => {
          if (pathChanged) setMessage(document.title);
          const hashTarget = toLocation.hash ? document.getElementById(toLocation.hash) : null;
          if (hashTarget) focusTarget(hashTarget);
          else if (pathChanged) {
            const heading = document.querySelector<HTMLElement>('main h1');
            if (heading) focusTarget(heading);
          }
        });
      }),
    [router],
  );

  return (
    <div aria-live="polite" aria-atomic="true">
      <VisuallyHidden>{message}</VisuallyHidden>
    </div>
  );
}
