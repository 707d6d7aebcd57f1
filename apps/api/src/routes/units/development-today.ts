// The day a unit is sold, in its development's time zone (decision 057, completed by 068): SQL's
// `current_date` is the session's day, UTC — a sale at 21:00 in Santo Domingo (UTC−4) was dated
// the next day. For a statement on `properties` (the subquery reads the row's development).
import { sql } from 'drizzle-orm';
import { developments, properties } from '../../db/schema';

export const developmentToday = sql`(now() at time zone (select ${developments.timeZone} from ${developments} where ${developments.id} = ${properties.developmentId}))::date`;
