'use client';

import type { MailingLogResponse } from '@/lib/contract/citations/bff';
import { useApi } from '../use-api';
import { mailingLogKey } from './mailing-keys';

/** GET /api/citations/mailing: the mailing log (a non-mailing organisation: its error). */
export function useMailingLog() {
  return useApi<MailingLogResponse>(mailingLogKey());
}
