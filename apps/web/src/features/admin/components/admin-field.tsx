// One labelled control of an admin form (items, settings): its label, the control, and the
// field's message (a validation key, translated, or the server's text) tied to the control for
// screen readers by aria-describedby; the control is marked aria-invalid while it has one.
import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useMessageText } from '../../../components/form/use-field-error';
import styles from './items.module.css';

export interface AdminControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function AdminField({ label, error, children }: { label: string; error: string | undefined; children: (props: AdminControlProps) => ReactNode }) {
  const id = useId();
  const message = useMessageText()(error);
  return (
    <div className={styles.field} data-invalid={message ? '' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': message ? `${id}-error` : undefined })}
      {message ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface AdminSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className'> {
  label: string;
  error: string | undefined;
  options: readonly string[];
  optionText: (value: string) => string;
  ref?: Ref<HTMLSelectElement>;
}

/** An AdminField whose control is a choice among `options`. */
export function AdminSelect({ label, error, options, optionText, ...select }: AdminSelectProps) {
  return (
    <AdminField label={label} error={error}>
      {(props) => (
        <select {...props} className={styles.input} {...select}>
          {options.map((value) => (
            <option key={value} value={value}>
              {optionText(value)}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}
