// The one way a form works: react-hook-form checked by the contracts' zod schema (each field
// shows its first failing rule's message key), focus on the first invalid field after a refused
// submit, and the server's field errors (its 4xx `errors`) placed on the fields they name.
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { useForm, type FieldPath, type FieldValues, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { serverFieldErrors, unplacedErrors, type FieldErrors } from '../../lib/field-errors';

export interface SchemaFormOptions<TValues extends FieldValues, TOutput> extends Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver'> {
  /** The values as the schema reads them, when the form keeps them otherwise (a number typed as text). */
  toSchemaInput?: (values: TValues) => unknown;
}

export type SchemaForm<TValues extends FieldValues, TOutput> = UseFormReturn<TValues, unknown, TOutput> & {
  /**
   * Puts the server's field errors on the form's fields, focuses the first one, and returns the
   * messages of the fields the form does not show (for an alert above the buttons).
   */
  placeServerErrors: (error: unknown) => string[];
};

const isGroup = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);

/**
 * Every field path of the values ('item.es', 'code'), in their order: nested objects are walked,
 * and so are lists — the list's own path first (a refusal of the whole list, 'payment_plan'),
 * then each entry's ('payment_plan.0.percent'), as a field array registers them. A list of
 * plain values (the boxes ticked of a choice) is one field.
 */
export function fieldPaths(values: unknown, prefix = ''): string[] {
  if (Array.isArray(values)) return [prefix, ...values.flatMap((entry, index) => (isGroup(entry) ? fieldPaths(entry, `${prefix}.${index}`) : []))];
  if (typeof values !== 'object' || values === null || values instanceof Blob) return prefix ? [prefix] : [];
  return Object.entries(values as Record<string, unknown>).flatMap(([key, value]) => fieldPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The errors of the form's fields, in the form's order, and the messages of all the others. */
export function splitFieldErrors(errors: FieldErrors, fields: readonly string[]): { placed: [string, string][]; unplaced: string[] } {
  return {
    placed: fields.filter((field) => errors[field] !== undefined).map((field) => [field, errors[field]!]),
    unplaced: unplacedErrors(errors, fields),
  };
}

export function useSchemaForm<TValues extends FieldValues, TOutput = TValues>(
  schema: Parameters<typeof zodResolver>[0],
  { toSchemaInput, ...options }: SchemaFormOptions<TValues, TOutput> = {},
): SchemaForm<TValues, TOutput> {
  const check = zodResolver(schema as never) as unknown as Resolver<TValues, unknown, TOutput>;
  const resolver: Resolver<TValues, unknown, TOutput> = toSchemaInput ? (values, context, how) => check(toSchemaInput(values) as TValues, context, how) : check;
  const form = useForm<TValues, unknown, TOutput>({ ...options, resolver, shouldFocusError: true });
  const { getValues, setError } = form;
  const placeServerErrors = useCallback(
    (error: unknown) => {
      const { placed, unplaced } = splitFieldErrors(serverFieldErrors(error), fieldPaths(getValues()));
      placed.forEach(([field, message], index) => setError(field as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: index === 0 }));
      return unplaced;
    },
    [getValues, setError],
  );
  return { ...form, placeServerErrors };
}
