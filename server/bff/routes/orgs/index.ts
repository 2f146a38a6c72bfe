import 'server-only';
import { messages } from '@/lib/messages';
import { bffArea } from '../../endpoint';
import { orgEndpoints } from './orgs';

/** Organisations: the spec's texts for creating and deleting them (spec 1 §8). */
export const orgsArea = bffArea(
  {
    NOT_SUPERADMIN: { status: 403, message: messages.createOrgDenied },
    ORIGINAL_ORGANISATION: { status: 403, message: messages.deleteOrgDenied },
    ALREADY_MEMBER: { status: 403, message: messages.masterOrgDenied },
  },
  orgEndpoints,
);
