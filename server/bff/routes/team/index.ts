import 'server-only';
import { messages } from '@/lib/messages';
import { bffArea } from '../../endpoint';
import { acceptEndpoints } from './accept';
import { auditLogEndpoints } from './audit-log';
import { invitationEndpoints } from './invitations';
import { memberEndpoints } from './members';
import { seatEndpoints } from './seats';

/**
 * Team: Settings › Team Management and the invited person's public page. The provider's codes of
 * this area and the texts the screen shows for them.
 */
export const teamArea = bffArea(
  {
    NO_SEATS: { status: 403, message: messages.seatsMaxed },
    SUPERADMIN_LOCKED: { message: 'A super administrator cannot be changed.' },
    SELF_CHANGE: { message: 'You cannot change your own role or deactivate yourself.' },
    OTHER_ORGANISATIONS: {
      message:
        'This account also belongs to another organization. Ask its administrator to change it.',
    },
    EMAIL_EXISTS: { message: 'This email address is used by another account.' },
    ALREADY_IN_ORGANISATION: { message: 'This person is already a member of this organization.' },
    ALREADY_INVITED: { message: 'This email address has a pending invitation already.' },
  },
  memberEndpoints,
  seatEndpoints,
  invitationEndpoints,
  acceptEndpoints,
  auditLogEndpoints,
);
