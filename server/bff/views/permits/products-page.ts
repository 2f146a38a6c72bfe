import 'server-only';
import { permitTypeKey } from '@/lib/hooks/permits/products-keys';
import { messages } from '@/lib/messages';
import { BffError } from '../../errors';
import type { OrgCaller } from '../../context';
import { loadPermitType, pageOrigin } from './products';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first view of a permit type page: its key and loader (a malformed id is not found). */
export function permitTypeFirstView(uuid: string) {
  return {
    [permitTypeKey(uuid)]: async (who: OrgCaller) => {
      if (!UUID.test(uuid)) throw new BffError(404, 'NOT_FOUND', messages.notFound);
      return loadPermitType(who, uuid, await pageOrigin());
    },
  };
}
