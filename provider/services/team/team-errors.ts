import { ApiError } from '../../../platform/errors';

/** Failures of the team area (the BFF maps the codes to the catalogue texts). */
export const teamFail = {
  noSeats: () => new ApiError(401, 'NO_SEATS', 'No paid seat is left in this organisation.'),
  emailExists: () =>
    new ApiError(409, 'EMAIL_EXISTS', 'An account with this e-mail address exists already.'),
  alreadyMember: () =>
    new ApiError(
      409,
      'ALREADY_IN_ORGANISATION',
      'This person is a member of the organisation already.',
    ),
  alreadyInvited: () =>
    new ApiError(409, 'ALREADY_INVITED', 'This e-mail address has a pending invitation already.'),
  superAdminLocked: () =>
    new ApiError(403, 'SUPERADMIN_LOCKED', 'A super administrator cannot be changed here.'),
  notSelf: () =>
    new ApiError(403, 'SELF_CHANGE', 'You cannot change your own role or active state.'),
  otherOrganisations: () =>
    new ApiError(
      403,
      'OTHER_ORGANISATIONS',
      'This account also belongs to an organisation you do not administer.',
    ),
  emailNotHere: () =>
    new ApiError(400, 'BAD_REQUEST', 'Change the e-mail address with PUT /api/v1/team/user/email.'),
  wrongPassword: () => new ApiError(401, 'INVALID_CREDENTIALS', 'Wrong password for this account.'),
};

/** A unique constraint refused the write (pg and PGlite; drizzle may wrap the driver error). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
