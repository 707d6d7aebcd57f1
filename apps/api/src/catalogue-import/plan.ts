// What an import does with each checked row, by its code: a new code is created, a known one
// updated when any field differs, and left alone (its picture too) when every field is equal.
import type { ItemValues } from '../routes/catalogue/catalogue-repository';
import type { CheckedItem } from './check-rows';

export interface ImportPlan {
  create: ItemValues[];
  update: ItemValues[];
  unchanged: number;
}

const sameText = (a: Record<string, string>, b: Record<string, string>) => a.es === b.es && a.en === b.en && a.fr === b.fr;

export function sameItem(a: ItemValues, b: ItemValues): boolean {
  return (
    a.code === b.code &&
    a.room === b.room &&
    a.type === b.type &&
    a.category === b.category &&
    a.typology === b.typology &&
    a.quantity === b.quantity &&
    sameText(a.item, b.item) &&
    sameText(a.description, b.description)
  );
}

/** `existing`: the stored items whose code the file names, by code. */
export function planImport(items: readonly CheckedItem[], existing: ReadonlyMap<string, ItemValues>): ImportPlan {
  const plan: ImportPlan = { create: [], update: [], unchanged: 0 };
  for (const { values } of items) {
    const stored = existing.get(values.code);
    if (!stored) plan.create.push(values);
    else if (sameItem(values, stored)) plan.unchanged++;
    else plan.update.push(values);
  }
  return plan;
}
