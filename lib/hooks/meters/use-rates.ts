'use client';

import type { MeterRatesAnswer } from '@/lib/contract/meters';
import { useApi } from '../use-api';
import { meterRatesKey } from './rates-keys';

/** GET /api/meter-rates/:meter: the meter's weekly schedule. */
export function useMeterRates(meter: string) {
  return useApi<MeterRatesAnswer>(meterRatesKey(meter));
}
