import 'server-only';
import { metersMessages } from '@/lib/messages/meters';
import type { RefusalTable } from '../../errors';

/** The session tables: another organisation's meter reads as no such meter. */
export const meterSessionsRefusals: RefusalTable = {
  NOT_FOUND: { status: 404, message: metersMessages.meterNotFound },
};
