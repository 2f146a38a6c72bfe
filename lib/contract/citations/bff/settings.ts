import { z } from 'zod';
import { citationLocation, citationPortalSettings } from '../settings';

/** The answers and inputs of the BFF's citations routes: violation settings: locations, ticket copy, appeal window. */

/** GET /api/citations/settings */
export const violationSettingsView = z.object({
  /** False without a subdomain or a brand title: the screen shows the §8 subscription message. */
  canEdit: z.boolean(),
  locations: z.array(citationLocation),
  appealWindow: z.number().int().nullable(),
  ticketHeader: z.string().nullable(),
  ticketFooter: z.string().nullable(),
});
export type ViolationSettingsView = z.infer<typeof violationSettingsView>;

/** GET /api/citations/settings/portal */
export const citationPortalView = citationPortalSettings.extend({
  /** The texts the portal shows when header1/header2 are empty. */
  defaults: z.object({ header1: z.string(), header2: z.string() }),
  /** The portal's address (what the QR code of the default header2 opens); null without a subdomain. */
  portalRoot: z.string().nullable(),
});
export type CitationPortalView = z.infer<typeof citationPortalView>;

export const citationLocationBffParams = z.object({
  uuid: z.uuid({ message: 'No such location.' }),
});
