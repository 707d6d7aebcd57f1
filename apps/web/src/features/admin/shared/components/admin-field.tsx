// A Field (field.tsx) in the look of the office's item, settings and unit forms (items.module.css),
// and the same with a choice among options as its control.
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { Field, type ControlProps, type FieldLook } from './field';
import styles from './items.module.css';

export type AdminControlProps = ControlProps;

const ADMIN_LOOK: FieldLook = { field: styles.field, label: styles.label, error: styles.fieldError };

export function AdminField({ label, error, children }: { label: string; error: string | undefined; children: (props: AdminControlProps) => ReactNode }) {
  return (
    <Field label={label} error={error} look={ADMIN_LOOK}>
      {children}
    </Field>
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
