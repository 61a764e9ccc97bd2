import { type ChangeEvent, type MouseEvent, type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { ContactFieldSpec, contactFormCopy } from '../../content/contact.ts';
import { button, Cluster, focusTarget, VisuallyHidden } from '../../system/index.ts';
import { buildMailto, type FieldError, fieldId, validateContact } from './mailtoMessage.ts';
import * as styles from './ContactForm.css.ts';
import { useDraft } from './useDraft.ts';

interface ContactFormProps {
  /** Where the message goes: the support address. */
  readonly to: string;
  /** In the order they appear, which is also the order of the error summary. */
  readonly fields: readonly ContactFieldSpec[];
  readonly copy: typeof contactFormCopy;
}

/**
 * Moves focus and brings `reveal` (by default the element itself) to the top
 * of the view at once. A plain focus() would inherit the page's smooth
 * scrolling, so the result would glide in under the sticky header while the
 * visitor (or a screen reader) is already on it; GOV.UK's error summary moves
 * focus without an animated scroll for the same reason.
 */
function focusAndReveal(element: HTMLElement, reveal: Element = element) {
  focusTarget(element);
  reveal.scrollIntoView({ block: 'start', behavior: 'instant' });
}

type Outcome = { readonly kind: 'editing' } | { readonly kind: 'invalid'; readonly errors: FieldError[] } | { readonly kind: 'sent'; readonly href: string };

/**
 * Validates what the visitor typed, then hands it to their mail client. The
 * site itself sends nothing. Without JavaScript the same form posts to the
 * mailto: action with the browser's own validation.
 */
export function ContactForm({ to, fields, copy }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues, enhanced, forgetDraft] = useDraft(formRef);
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'editing' });
  const [attempt, setAttempt] = useState(0);
  const [copied, setCopied] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const summaryTitleRef = useRef<HTMLHeadingElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  const errors = outcome.kind === 'invalid' ? outcome.errors : [];
  const hasErrors = errors.length > 0;

  // Each submit moves focus to its result, even when it equals the last one.
  useEffect(() => {
    if (attempt === 0) return;
    // The summary's heading takes the focus, and the summary comes into view: a screen reader reads a
    // focused heading ("There is a problem, heading level 3"), then Tab goes on to each error's link.
    // Not an alert and no group: focused, an alert was read as a jumble in Chromium and not at all in
    // Firefox, and a group's name was heard before the same heading.
    if (outcome.kind === 'invalid' && summaryTitleRef.current && summaryRef.current) focusAndReveal(summaryTitleRef.current, summaryRef.current);
    else if (outcome.kind === 'sent' && sentRef.current) focusAndReveal(sentRef.current);
  }, [attempt, outcome.kind]);

  useEffect(() => {
    if (!hasErrors) return;
    const original = document.title;
    const flagged = `Error: ${original}`;
    document.title = flagged;
    return () => {
      // After a navigation the router has already set the next page's title.
      if (document.title === flagged) document.title = original;
    };
  }, [hasErrors]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name]: value }));
    setCopied(false);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    const found = validateContact(values, fields);
    if (found.length > 0) {
      setOutcome({ kind: 'invalid', errors: found });
      return;
    }
    const href = buildMailto(to, values);
    setOutcome({ kind: 'sent', href });
    // Handed off: the stored draft goes (the fields keep what was typed).
    forgetDraft();
    window.location.href = href;
  };

  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: FieldError['name']) => {
    event.preventDefault();
    const field = document.getElementById(fieldId(name));
    // Bring the label into view too, not just the input.
    if (field) focusAndReveal(field, field.closest(`.${styles.field}`) ?? field);
  };

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(to);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const errorFor = (name: FieldError['name']) => errors.find((error) => error.name === name);

  const renderField = (field: ContactFieldSpec) => {
    const id = fieldId(field.name);
    const error = errorFor(field.name);
    const hintId = field.hint ? `${id}-hint` : undefined;
    const errorId = error ? `${id}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    const shared = {
      id,
      name: field.name,
      onChange: update,
      // Before the app runs, the browser's own check needs `required`. Once the form checks itself
      // (noValidate), `aria-required` says the same without matching `:invalid`: Firefox tells every
      // empty required field as "invalid entry", from the first visit on, before anything is typed.
      required: !enhanced,
      'aria-required': enhanced || undefined,
      autoComplete: field.autoComplete,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
    };
    return (
      <div key={field.name} className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {field.label}
        </label>
        {field.hint ? (
          <p id={hintId} className={styles.hint}>
            {field.hint}
          </p>
        ) : null}
        {error ? (
          <p id={errorId} className={styles.error}>
            <VisuallyHidden>{copy.errorPrefix}</VisuallyHidden>
            {error.message}
          </p>
        ) : null}
        {field.type === 'textarea' ? (
          <textarea {...shared} className={styles.textarea} rows={8} />
        ) : (
          <input {...shared} type={field.type} className={styles.input} spellCheck={field.type === 'email' ? false : undefined} />
        )}
      </div>
    );
  };

  const [first, last, ...rest] = fields;

  return (
    <section className={styles.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {copy.title}
      </h2>
      {hasErrors ? (
        <div ref={summaryRef} className={styles.summary}>
          <h3 ref={summaryTitleRef} className={styles.panelTitle}>
            {copy.errorSummaryTitle}
          </h3>
          <ul className={styles.summaryList}>
            {errors.map((error) => (
              <li key={error.name}>
                <a href={`#${fieldId(error.name)}`} className={styles.summaryLink} onClick={(event) => focusField(event, error.name)}>
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {outcome.kind === 'sent' ? (
        <div className={styles.sent} role="status">
          <h3 ref={sentRef} className={styles.panelTitle}>
            {copy.sentTitle}
          </h3>
          <p>{copy.sentText(to)}</p>
          <p>{copy.sentFallback}</p>
          <Cluster>
            <a href={outcome.href} className={button()}>
              {copy.reopen}
            </a>
            <button type="button" className={button({ tone: 'secondary' })} onClick={() => void copyAddress()}>
              {copied ? copy.copied : `${copy.copy}: ${to}`}
            </button>
          </Cluster>
        </div>
      ) : null}
      <form
        ref={formRef}
        className={styles.form}
        action={`mailto:${to}`}
        method="post"
        encType="text/plain"
        noValidate={enhanced}
        onSubmit={submit}
        aria-labelledby={titleId}
      >
        <p className={styles.note}>{copy.requiredNote}</p>
        <div className={styles.nameRow}>{[first, last].map((field) => (field ? renderField(field) : null))}</div>
        {rest.map(renderField)}
        <button type="submit" className={`${button({ size: 'lg' })} ${styles.submit}`}>
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
