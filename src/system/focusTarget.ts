const ignore = () => {};

/**
 * Keeps a focusable element from being read as "clickable". Browsers expose
 * an element inside a clicked-on ancestor with a "clickancestor" action, and
 * React listens for clicks at its root, above every element of the page: Orca
 * reads any focusable element in there that has no click action of its own
 * as "clickable" ("heading level 1 clickable", "main content clickable"). A
 * listener of its own, which does nothing, makes the action the element's
 * own "click", which Orca does not announce on a focusable element. Returns
 * what removes it.
 */
export function ownClickAction(element: HTMLElement): () => void {
  element.addEventListener('click', ignore);
  return () => element.removeEventListener('click', ignore);
}

/**
 * Focuses an element, one that is not focusable by itself too (a heading, an
 * error summary), without scrolling it. The `tabindex` it needs lasts only
 * until focus leaves, and so does its own click action (`ownClickAction`).
 */
export function focusTarget(element: HTMLElement) {
  // A control (a field, a link) is focusable already, and one with a tabindex of its own keeps it.
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
    const removeClickAction = ownClickAction(element);
    element.addEventListener(
      'blur',
      () => {
        element.removeAttribute('tabindex');
        removeClickAction();
      },
      { once: true },
    );
  }
  element.focus({ preventScroll: true });
}
