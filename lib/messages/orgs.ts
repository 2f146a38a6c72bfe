/** Organisations (spec 1 §8). */
export const orgsMessages = {
  createOrgDenied:
    'Access denied. Only SuperAdmins can create new organizations. Please contact your SuperAdmin to continue.',
  deleteOrgDenied:
    'This organization cannot be deleted, because it is the original organization belonging to the SuperAdmin.',
  deleteOrgNotSuperAdmin:
    'Access denied. Only SuperAdmins can delete organizations. Please contact your SuperAdmin to continue.',
  masterOrgDenied:
    'Unable to create a new master organization. Only new users who are not part of any organizations can create new organizations.',
  orgNameRequired: 'Please enter an organization name.',
  noOrganisationSelected: 'Please choose an organization first.',
  unknownOrganisation: 'Unknown organization.',
  timeZoneTitle: 'Organization time zone',
  timeZoneHelp:
    'Violation late fees, parking meter rates and the public portal pages read time in this zone.',
  timeZoneSaved: 'Time zone saved.',
} as const;
