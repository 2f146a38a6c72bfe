'use client';

import type { MeterSessionsResponse } from '@/lib/contract/meters/bff';
import { useApi } from '../use-api';
import { allSessionsKey, meterSessionsKey } from './sessions-keys';

/** All sessions (meterUuid null) or one meter's: a page from 0, or one plate's. */
export function useMeterSessions(meterUuid: string | null, page: number, plate: string | null) {
  return useApi<MeterSessionsResponse>(
    meterUuid ? meterSessionsKey(meterUuid, page, plate) : allSessionsKey(page, plate),
    { keepPreviousData: true },
  );
}
