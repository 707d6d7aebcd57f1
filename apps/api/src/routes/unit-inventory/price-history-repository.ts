// The SQL of a unit's price history (GET /units/{id}/prices): every change, newest first, with
// the name of who made it.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unitPriceChanges, users } from '../../db/schema';

export function listPriceChanges(db: Db, propertyId: number) {
  return db
    .select({
      id: unitPriceChanges.id,
      oldPrice: unitPriceChanges.oldPrice,
      newPrice: unitPriceChanges.newPrice,
      reason: unitPriceChanges.reason,
      actorId: users.id,
      actorName: users.name,
      createdAt: unitPriceChanges.createdAt,
    })
    .from(unitPriceChanges)
    .leftJoin(users, eq(users.id, unitPriceChanges.actorId))
    .where(eq(unitPriceChanges.propertyId, propertyId))
    .orderBy(desc(unitPriceChanges.createdAt), desc(unitPriceChanges.id));
}
