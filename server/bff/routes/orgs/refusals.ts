import 'server-only';
import { messages } from '@/lib/messages';
import type { RefusalTable } from '../../errors';

/** Organisations: the spec's texts for creating and deleting them (spec 1 §8). */
export const orgsRefusals: RefusalTable = {
  NOT_SUPERADMIN: { status: 403, message: messages.createOrgDenied },
  ORIGINAL_ORGANISATION: { status: 403, message: messages.deleteOrgDenied },
  ALREADY_MEMBER: { status: 403, message: messages.masterOrgDenied },
};

/** 'Create master organization': any refusal of the provider's reads as the spec's text. */
export const masterOrgRefusals: RefusalTable = {
  FORBIDDEN: { message: messages.masterOrgDenied },
};

/** Deleting an organisation as someone other than a super administrator. */
export const deleteOrgRefusals: RefusalTable = {
  FORBIDDEN: { message: messages.deleteOrgNotSuperAdmin },
};
