import { sql } from 'drizzle-orm';

type Rows = (query: ReturnType<typeof sql>) => Promise<unknown[]>;

/** One old row of each plain kind: a report log, a sent mail, an audit event, a meter session. */
export async function oldPlainRows(rows: Rows, when: Date, entity: string) {
  const at = when.toISOString();
  await rows(sql`insert into report_logs (entity_uuid, type, description, created_at)
    values (${entity}, 'WEB_CSV', 'Old report', ${at}::timestamptz)`);
  await rows(sql`insert into mail_outbox (entity_uuid, "to", subject, text, kind, created_at, sent_at)
    values (${entity}, 'someone@example.com', 'Receipt', 'Thanks', 'receipt', ${at}::timestamptz, ${at}::timestamptz)`);
  await rows(sql`insert into audit_events (entity_uuid, actor_name, actor_email, action, created_at)
    values (${entity}, 'Old Admin', 'old@example.com', 'member.updated', ${at}::timestamptz)`);
  await rows(sql`insert into parking_sessions
      (entity_uuid, meter_uuid, public_id, zone_id, meter_name, plate, total_amount, net_amount, start_time, end_time)
    select ${entity}, m.uuid, 'ret-' || gen_random_uuid(), m.zone_id, m.name, 'RET3001', 200, 180,
           ${at}::timestamptz, ${at}::timestamptz + interval '1 hour'
    from meters m where m.entity_uuid = ${entity} limit 1`);
}
