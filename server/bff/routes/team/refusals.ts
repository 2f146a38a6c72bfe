import 'server-only';
import { messages } from '@/lib/messages';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

export const EMAIL_TAKEN = 'This email address is used by another account.';
export const SUPERADMIN_LOCKED = 'A super administrator cannot be changed.';

/** Team Management: the provider's codes of this area and the texts the screen shows for them. */
export const teamRefusals: RefusalTable = {
  NO_SEATS: { status: 403, message: messages.seatsMaxed },
  SUPERADMIN_LOCKED: { message: SUPERADMIN_LOCKED },
  SELF_CHANGE: { message: 'You cannot change your own role or deactivate yourself.' },
  OTHER_ORGANISATIONS: {
    message:
      'This account also belongs to another organization. Ask its administrator to change it.',
  },
  EMAIL_EXISTS: { message: EMAIL_TAKEN },
  ALREADY_IN_ORGANISATION: { message: 'This person is already a member of this organization.' },
  ALREADY_INVITED: { message: 'This email address has a pending invitation already.' },
};

/** Add user: the spec's failure text (spec 1 §8). */
export const addUserRefusals: RefusalTable = {
  EMAIL_EXISTS: { message: messages.addUserFailed },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.addUserFailed },
};

/** The public invitation page. */
export const INVITATION_GONE = messages.invitationGone;
export const acceptRefusals: RefusalTable = {
  NOT_FOUND: { message: INVITATION_GONE },
  INVALID_CREDENTIALS: { status: 403, message: messages.wrongPassword },
};
