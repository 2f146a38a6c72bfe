import { and, eq } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { auditEvents } from '@/provider/db/schema';

/** The audit records of one action on one target, read straight from the provider's database. */
export async function auditOf(action: string, targetUuid: string) {
  const { db } = await getProvider();
  return db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.targetUuid, targetUuid)));
}
