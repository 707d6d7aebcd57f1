// A user as every answer shows it (sign-in, profile, the admin's lists, a unit's owner):
// never a password hash, the type always one of the contracts' account types.
import { userTypeOf, type User } from '@vitrina/contracts';

export const toUser = (row: { id: number; name: string; email: string; phone: string | null; type: string }): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  type: userTypeOf(row.type),
});
