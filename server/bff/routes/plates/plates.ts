import 'server-only';
import {
  getPlateLookalikes,
  getPlateNow,
  getPlateTimeline,
  plateLookalikes,
  plateNow,
  plateTimeline,
} from '@/lib/contract';
import { plateParam, plateTimelineQuery } from '@/lib/contract/plates/bff';
import { platesBffRoutes as routes } from '@/lib/contract/plates/bff-routes';
import { PLATE_TIMELINE_MAX } from '@/lib/contract/plates';
import {
  lookupReasonFields,
  lookupReasonQuery,
  type LookupReasonInput,
} from '@/lib/contract/privacy';
import { reportTzQuery } from '@/lib/contract/reports/bff';
import { reasonFieldsOf } from '@/lib/rules/privacy/lookup-reason';
import { safeTimeZone } from '@/lib/format';
import { plate360PdfStream } from '@/server/reports/plate360-pdf';
import type { OrgCaller } from '../../context';
import { endpoint } from '../../endpoint';

/**
 * /api/plates/:plate: Plate 360 of the session's organisation — what holds now, the timeline
 * (keyset pages) and the page as a PDF. The plate is taken as typed and normalised.
 */

/** The timeline page after page, for the PDF (each page read as the document is taken). */
async function* timelinePages(caller: OrgCaller, plate: string, why: LookupReasonInput) {
  let before: string | undefined;
  for (;;) {
    const page = await caller.call(getPlateTimeline, {
      params: { entity: caller.entity, plate },
      query: { ...why, view: 'pdf', before, limit: PLATE_TIMELINE_MAX },
    });
    yield page.events;
    if (!page.next) return;
    before = page.next;
  }
}

/** The PDF's query: the reader's zone and the look-up's reason. */
const plateQueryWithTz = reportTzQuery.extend(lookupReasonFields);

const fileNameOf = (plate: string) => `plate-360-${plate}.pdf`;

export const plateEndpoints = [
  endpoint(routes.plateNow, {
    summary: 'What holds now for a plate: permits, paid session, lists, citations due, appeals.',
    params: plateParam,
    query: lookupReasonQuery,
    response: plateNow,
    handler: ({ caller, params: { plate }, query }) =>
      caller.call(getPlateNow, { params: { entity: caller.entity, plate }, query }),
  }),

  endpoint(routes.plateTimeline, {
    summary: 'One page of the plate’s timeline, newest first (`before`: the previous page’s next).',
    params: plateParam,
    query: plateTimelineQuery,
    response: plateTimeline,
    handler: ({ caller, params: { plate }, query }) =>
      caller.call(getPlateTimeline, { params: { entity: caller.entity, plate }, query }),
  }),

  endpoint(routes.plateLookalikes, {
    summary: 'The organisation’s plates that differ from this one only in look-alike characters.',
    params: plateParam,
    query: lookupReasonQuery,
    response: plateLookalikes,
    handler: ({ caller, params: { plate }, query }) =>
      caller.call(getPlateLookalikes, { params: { entity: caller.entity, plate }, query }),
  }),

  endpoint(routes.platePdf, {
    summary: 'Plate 360 as a printable PDF: the "Now" summary and the whole timeline.',
    params: plateParam,
    query: plateQueryWithTz,
    handler: async ({ caller, params: { plate }, query: { tz, ...query } }) => {
      // Read before answering, so a refusal is still a JSON error.
      const why = reasonFieldsOf(query);
      const now = await caller.call(getPlateNow, {
        params: { entity: caller.entity, plate },
        query: { ...why, view: 'pdf' },
      });
      const body = plate360PdfStream({
        plate: now.plate,
        organisationName: caller.org.name,
        now,
        pages: timelinePages(caller, now.plate, why),
        timeZone: safeTimeZone(tz),
      });
      return new Response(body, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${fileNameOf(now.plate)}"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),
];
