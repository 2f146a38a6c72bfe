import 'server-only';
import type { RefusalTable } from '../../errors';

/** The customer portals: the provider's codes and the texts the pages show for them (spec 2 §8). */
export const portalRefusals: RefusalTable = {};
