// Invoker commands (HTML): a button opens or closes the dialog it names, with
// no script. @types/react 19.3 knows `closedby` on dialogs but not these two;
// React 19.3 writes them through as lowercase attributes.
import 'react';

declare module 'react' {
  // The type parameter must match the declaration it merges into.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** The id of the element this button controls by `command`. */
    commandfor?: string | undefined;
    /** What the button does to that element: for a dialog, `show-modal` or `close`. */
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}` | undefined;
  }
}
