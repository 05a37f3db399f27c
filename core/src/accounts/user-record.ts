/** The UserRecord shape as a drizzle selection, and the one way to look a person up by email. */
import { sql } from 'drizzle-orm';
import { users } from '@dps/db/schema';
import type { Ctx } from '../context';
import type { UserRecord } from './create-user';

/** Columns of a UserRecord, for `select(userRecordColumns)` / `returning(userRecordColumns)`. */
export const userRecordColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  role: users.role,
};

/** Case-insensitive lookup through the unique index on lower(email). */
export async function findUserByEmail(
  ctx: Pick<Ctx, 'db'>,
  email: string,
): Promise<(UserRecord & { passwordHash: string | null }) | null> {
  const [row] = await ctx.db
    .select({ ...userRecordColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export function toUserRecord(row: UserRecord): UserRecord {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
  };
}
