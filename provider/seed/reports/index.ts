import { and, eq } from 'drizzle-orm';
import type { ReportParams } from '../../../lib/contract';
import { reportDescription } from '../../../lib/rules/reports/report-columns';
import { lists, reportLogs } from '../../db/schema';
import type { Seeder } from '../types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `days` before now, and the end of the day `daysEnd` before now. */
function window(now: Date, days: number, daysEnd: number) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const s = new Date(start.getTime() - days * DAY_MS);
  const e = new Date(start.getTime() - daysEnd * DAY_MS + DAY_MS - 1);
  return { s, e, raw: (d: Date) => d.toISOString().slice(0, 10) };
}

/**
 * Reports demo data: Northgate's report log with a few scan reports by the demo administrators
 * (generated over the last weeks), so /reports opens populated. Share links are not seeded:
 * their secrets are answered only once, at creation.
 */
export const reportsSeeder: Seeder = {
  name: 'reports',
  async run({ db, orgs, users }) {
    const org = orgs.get('northgate');
    const admin = users.get('admin');
    const superAdmin = users.get('super');
    if (!org || !admin || !superAdmin) return;
    const [hot] = await db
      .select({ uuid: lists.uuid, name: lists.name })
      .from(lists)
      .where(and(eq(lists.entityUuid, org.uuid), eq(lists.type, 1)))
      .limit(1);
    const now = new Date();
    const entries = [
      { user: superAdmin, ago: 21, days: 30, daysEnd: 22, list: null },
      { user: admin, ago: 9, days: 14, daysEnd: 8, list: hot ?? null },
      { user: admin, ago: 2, days: 7, daysEnd: 1, list: null },
      { user: superAdmin, ago: 1, days: 2, daysEnd: 1, list: null },
    ];
    await db.insert(reportLogs).values(
      entries.map(({ user, ago, days, daysEnd, list }) => {
        const w = window(now, days, daysEnd);
        const params: ReportParams = {
          reportType: 'scans',
          startDate: w.s.toISOString(),
          endDate: w.e.toISOString(),
          rawStartDate: w.raw(w.s),
          rawEndDate: w.raw(w.e),
          listUUID: list?.uuid ?? null,
          listName: list?.name ?? null,
          paidSort: null,
          plate: null,
        };
        return {
          entityUuid: org.uuid,
          userUuid: user.uuid,
          type: 'WEB_CSV',
          description: reportDescription(params),
          startDate: w.s,
          endDate: w.e,
          listUuid: list?.uuid ?? null,
          plate: null,
          params,
          createdAt: new Date(now.getTime() - ago * DAY_MS),
        };
      }),
    );
  },
};
