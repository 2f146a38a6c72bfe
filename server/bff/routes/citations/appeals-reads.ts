import 'server-only';
import type { z } from 'zod';
import {
  closeCitationAppeal,
  getCitationAppeal,
  listCitationAppeals,
  messageCitationAppeal,
  respondCitationAppeal,
  type appealDetail,
  type CitationAppeal,
} from '@/lib/contract';
import type {
  AppealDetailResponse,
  AppealListResponse,
  AppealRow,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract';
import type { OrgCaller } from '../../context';

/** The reads and actions of the appeals endpoints (appeals.ts). */

/** The appeal as the browser reads it: its images through the BFF's image route. */
export function appealForBrowser(appeal: CitationAppeal): AppealRow {
  const { imageIds, ...rest } = appeal;
  return {
    ...rest,
    imageURLs: imageIds.map((file) =>
      endpointUrl(routes.appealImage, { citation: appeal.citationUUID, file }),
    ),
  };
}

const detailForBrowser = (d: z.output<typeof appealDetail>): AppealDetailResponse => ({
  ...d,
  appeal: appealForBrowser(d.appeal),
});

export interface AppealListFilters {
  page: number;
  location: string;
  status: 'Needs Review' | 'All';
}

export async function loadAppealList(
  p: OrgCaller,
  query: AppealListFilters,
): Promise<AppealListResponse> {
  const page = await p.call(listCitationAppeals, { params: { entity: p.entity }, query });
  return { ...page, appeals: page.appeals.map(appealForBrowser) };
}

export async function loadAppeal(p: OrgCaller, citation: string): Promise<AppealDetailResponse> {
  return detailForBrowser(
    await p.call(getCitationAppeal, { params: { entity: p.entity, citation } }),
  );
}

export async function respondAppeal(
  p: OrgCaller,
  citation: string,
  body: { isApproved: boolean; responseMessage: string | null },
): Promise<AppealDetailResponse> {
  return detailForBrowser(
    await p.call(respondCitationAppeal, { params: { entity: p.entity, citation }, body }),
  );
}

export async function messageAppeal(
  p: OrgCaller,
  citation: string,
  responseMessage: string,
): Promise<AppealDetailResponse> {
  return detailForBrowser(
    await p.call(messageCitationAppeal, {
      params: { entity: p.entity, citation },
      body: { responseMessage },
    }),
  );
}

export async function closeAppeal(p: OrgCaller, citation: string): Promise<AppealDetailResponse> {
  return detailForBrowser(
    await p.call(closeCitationAppeal, { params: { entity: p.entity, citation } }),
  );
}
