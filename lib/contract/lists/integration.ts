import { z } from 'zod';
import { callsOf } from '../define-call';
import { plainText, TEXT_MAX } from '../text';
import { listUuidParams } from './entities';
import { listPlate } from './plates';

const call = callsOf('lists');

export const getIntegrationPlates = call.get('getIntegrationPlates', {
  path: '/api/v1/integrations/{uuid}/getplates',
  summary: "An integration list's plates from its vendor (vendor name, location code, expiry).",
  params: listUuidParams,
  response: z.object({ plates: z.array(listPlate) }),
  errors: { 403: 'Not a member.', 404: 'No such integration list.' },
});

export const getIntegrationInfo = call.get('getIntegrationInfo', {
  path: '/api/v1/integrations/{uuid}/info',
  summary: 'Vendor and locations of an integration list.',
  params: listUuidParams,
  response: z.object({
    vendor: z.string(),
    isCheckEach: z.boolean(),
    vendors: z.array(
      z.object({ name: z.string(), locationCode: z.string(), description: z.string() }),
    ),
  }),
  errors: { 403: 'Not a member.', 404: 'No such integration list.' },
});

export const verifyIntegrationPlate = call.get('verifyIntegrationPlate', {
  path: '/api/v1/integrations/verifyplate',
  summary: "Asks the vendor of a 'check each' integration list about one plate.",
  query: z.object({
    listuuid: z.uuid(),
    plate: plainText({ label: 'Plate', max: TEXT_MAX.plate }).min(1),
  }),
  response: z.object({ plates: z.array(listPlate) }),
  errors: { 400: 'The list is not check-each.', 403: 'Not a member.', 404: 'No such list.' },
});
