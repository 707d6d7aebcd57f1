// One labelled control of the development forms: its label, an optional hint, the control and
// the field's message (a validation key, translated, or the server's text), tied to the control
// by aria-describedby; the control is marked aria-invalid while it has a message.
import { useId, type ReactNode } from 'react';
import { useMessageText } from '../../../../components/form/use-field-error';
import fieldStyles from '../../../../components/form/field.module.css';

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export function Field({ label, hint, error, className, children }: { label: string; hint?: ReactNode; error: string | undefined; className?: string; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const message = useMessageText()(error);
  const describedBy = [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')} data-invalid={message ? '' : undefined}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </div>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}

export { fieldStyles };
