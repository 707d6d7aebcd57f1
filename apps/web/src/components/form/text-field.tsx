// A labelled input with its hint and its error, tied together for screen readers.
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useMessageText } from './use-field-error';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** An i18n key of the validation catalogue, or a text. */
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /** Something drawn inside the input's box, after it (the password toggle). */
  trailing?: ReactNode;
}

export function TextField({ label, error, hint, trailing, className, ...input }: TextFieldProps) {
  const id = useId();
  const text = useMessageText();
  const message = text(error);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')} data-invalid={message ? '' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input id={id} className={styles.input} aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...input} />
        {trailing}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
