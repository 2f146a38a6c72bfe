import 'server-only';
import type { RefusalTable } from '../../errors';

/** Permits: the provider's codes of this area and the texts the screens show for them (spec 2 §8). */
export const permitsRefusals: RefusalTable = {};
