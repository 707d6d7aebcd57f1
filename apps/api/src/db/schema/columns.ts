// Column helpers the tables share: bytea, CHECK lists, the category sort rank, created_at.
import { sql, type SQL } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';
import { CATEGORIES } from '@vitrina/contracts';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** A category's place in CATEGORIES as one character ('0' ESTANDAR … '3' BLACK), for sort keys. */
export const categoryRank = (category: SQL) =>
  sql`(case ${category} ${sql.raw(CATEGORIES.map((c, i) => `when '${c}' then '${i}'`).join(' '))} else '9' end)`;
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
