'use client';

import type { MeterTableMeterResponse, MeterTableResponse } from '@/lib/contract/meters/bff';
import { useApi } from '../use-api';
import { meterInfoKey, meterTableKey } from './meters-keys';

/** GET /api/meters?tz=: the stats cards and the meters table. */
export function useMeterTable(tz: string) {
  return useApi<MeterTableResponse>(meterTableKey(tz), { keepPreviousData: true });
}

/** GET /api/meters/:uuid: the meter header and its public page. */
export function useMeterInfo(uuid: string | null) {
  return useApi<MeterTableMeterResponse>(uuid ? meterInfoKey(uuid) : null);
}
