import { expect } from '@jest/globals';
import { CITATION_LOG_TYPES } from '@/lib/rules/citations/log-types';
import { citationLogs } from '@/provider/db/schema';
import type { Db } from '@/provider/db/types';

/**
 * Every citation log entry a test file's writers (and the seed) stored: each type is one of the
 * vocabulary's (lib/rules/citations/log-types.ts), and the writers the file ran wrote `written`.
 */
export async function expectLogVocabulary(db: Db, written: readonly string[]) {
  const types = (await db.selectDistinct({ type: citationLogs.type }).from(citationLogs)).map(
    (r) => r.type,
  );
  expect(types.filter((t) => !(CITATION_LOG_TYPES as readonly string[]).includes(t))).toEqual([]);
  expect(types).toEqual(expect.arrayContaining([...written]));
}
