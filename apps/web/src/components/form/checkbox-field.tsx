import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useMessageText } from './use-field-error';
import styles from './field.module.css';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, ...input }: CheckboxFieldProps) {
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
          aria-describedby={message ? `${id}-error` : undefined}
          {...input}
        />
        <span>{label}</span>
      </label>
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
