import { describe, expect, it } from '@jest/globals';
import { listIssuedPermits, listProductIssued } from '@/lib/contract';
import { issuedListQuery } from '@/lib/contract/permits/bff';
import { holderSearch } from '@/lib/contract/permits/fields';

/**
 * The issued permits' holder search (spec 2 §2 "Permit search: text uppercased") is upper-cased
 * in one place, the search field of the query schemas (lib/contract/permits/fields.ts), which
 * the BFF's /api/permits/issued and the provider's two issued-permit calls share: the screen,
 * its page, the BFF handler and the provider's SQL take what the schema gives.
 */
const schemas = [
  ['the field', holderSearch()],
  ['GET /api/permits/issued (BFF)', issuedListQuery.shape.search],
  ['listIssuedPermits (provider)', listIssuedPermits.query!.shape.search],
  ['listProductIssued (provider)', listProductIssued.query!.shape.search],
] as const;

describe.each(schemas)('holder search of %s', (_, schema) => {
  it.each([
    ['carlos kowalski', 'CARLOS KOWALSKI'],
    ['  ab12 cd ', 'AB12 CD'],
    ['Zed', 'ZED'],
    ['ALREADY', 'ALREADY'],
    ['   ', ''],
  ])('%j → %j', (typed, sent) => {
    expect(schema.parse(typed)).toBe(sent);
  });

  it('refuses more than 120 characters', () => {
    expect(schema.safeParse('a'.repeat(121)).success).toBe(false);
  });
});
