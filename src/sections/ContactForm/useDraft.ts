import { type RefObject, useCallback, useEffect, useState } from 'react';
import { contactSubjectPresets } from '../../content/contact.ts';
import { type ContactValues, emptyContactValues } from './mailtoMessage.ts';

const storageKey = 'pixellift:contact-draft';
const fieldNames = Object.keys(emptyContactValues) as (keyof ContactValues)[];

/** The subject a link to the form preset (`?subject=accessibility`), if it names a known one. */
function presetSubject(): string {
  const key = new URLSearchParams(window.location.search).get('subject');
  return Object.values(contactSubjectPresets).find((preset) => preset.key === key)?.subject ?? '';
}

function readDraft(): ContactValues | null {
  try {
    const raw = window.sessionStorage.getItem(storageKey);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const draft = { ...emptyContactValues };
    for (const key of fieldNames) {
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
 * nothing. The fields are uncontrolled: what the visitor types before the app
 * has started stays in them through hydration (a controlled field would be
 * reset to the server's empty value). Once hydrated, the hook reads the
 * fields, fills the empty ones from a stored draft (an empty subject from a
 * link's preset, after that), and mirrors every change.
 * `forget` deletes the stored draft once the message is handed to the mail
 * client (the privacy policy says so); the fields keep their values, and an
 * edit after that starts a new draft.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<ContactValues>(emptyContactValues);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => {
    const draft = readDraft();
    const current = { ...emptyContactValues };
    for (const name of fieldNames) {
      const control = formRef.current?.elements.namedItem(name);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      // Words typed before hydration are newer than any stored draft.
      if (control.value === '' && draft?.[name]) control.value = draft[name];
      if (control.value === '' && name === 'subject') control.value = presetSubject();
      current[name] = control.value;
    }
    // Reading the fields after hydration is the point: the prerendered form is empty.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues(current);
    setEnhanced(true);
  }, [formRef]);

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
