import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useMessageText } from './use-field-error';
import styles from './field.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
  /** A line under the box saying what it does (read with it by a screen reader). */
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, hint, ...input }: CheckboxFieldProps) {
  const id = useId();
  const message = useMessageText()(error);
  return (
    <div className={styles.checkField}>
      <label htmlFor={id} className={styles.check}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={message ? true : undefined}
          aria-describedby={[hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.checkHint}>
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
