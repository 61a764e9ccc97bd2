import { useCallback, useEffect, useState } from 'react';
import { type ContactValues, emptyContactValues } from './mailtoMessage';

const storageKey = 'pixellift:contact-draft';

function readDraft(): ContactValues | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...emptyContactValues };
    for (const key of Object.keys(draft) as (keyof ContactValues)[]) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'string') draft[key] = value;
    }
    return draft;
  } catch {
    return null;
  }
}

/**
 * The form's values, kept in sessionStorage for the tab's lifetime so that a
 * reload (an update, a dropped connection, a slip of the finger) loses
 * nothing. The draft is restored after hydration: the prerendered form is empty.
 * `forget` deletes the stored draft once the message is handed to the mail
 * client (the privacy policy says so); the fields keep their values, and an
 * edit after that starts a new draft.
 */
export function useDraft() {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const draft = readDraft();
    // Restoring after hydration is the point: the prerendered form must match the server's empty one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (draft) setValues(draft);
    setEnhanced(true);
  }, []);

  useEffect(() => {
    if (!enhanced) return;
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(values));
    } catch {
      // Storage full or disabled: the values still live in the form.
    }
  }, [values, enhanced]);

  const forget = useCallback(() => {
    try {
      window.sessionStorage.removeItem(storageKey);
    } catch {
      // Storage disabled: there is nothing stored to delete.
    }
  }, []);

  return [values, setValues, enhanced, forget] as const;
}
