// One labelled control of the office's forms: its label, an optional hint, the control and the
// field's message (a validation key, translated, or the server's text), tied to the control by
// aria-describedby; the control is marked aria-invalid while it has a message. The look is the
// app's form fields' (components/form) unless a form gives its own (AdminField: items, settings, units).
import { useId, type ReactNode } from 'react';
import { useMessageText } from '../../../../components/form/use-field-error';
import fieldStyles from '../../../../components/form/field.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The classes of a field's parts. */
export interface FieldLook {
  field?: string;
  label?: string;
  hint?: string;
  error?: string;
}

export function Field({ label, hint, error, className, look = fieldStyles, children }: {
  label: string;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  look?: FieldLook;
  children: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const message = useMessageText()(error);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[look.field, className].filter(Boolean).join(' ')} data-invalid={message ? '' : undefined}>
      <label className={look.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={`${id}-hint`} className={look.hint}>
          {hint}
        </div>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={look.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export { fieldStyles };
