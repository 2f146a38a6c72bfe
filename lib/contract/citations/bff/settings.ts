import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { citationSettingsBffRoutes as r } from '../bff-routes/settings';
import {
  appealNotifEmailBody,
  citationLocation,
  citationLocationBody,
  citationPortalSettings,
  citationPortalSettingsBody,
  citationProductSettings,
  citationProductSettingsBody,
} from '../settings';

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

/** This group's endpoints (schemas of every route in ../bff-routes/settings.ts). */
export const citationSettingsEndpoints: EndpointDefinition[] = [
  defineEndpoint(r.violationSettings, {
    summary:
      'The violation settings screen: whether the subdomain and title are set, the locations, the appeal window and the read-only ticket copy.',
    response: violationSettingsView,
  }),
  defineEndpoint(r.addCitationLocation, {
    summary: 'Adds a ticket location by name.',
    body: citationLocationBody,
    response: citationLocation,
  }),
  defineEndpoint(r.deleteCitationLocation, {
    summary: 'Deletes a ticket location.',
    params: citationLocationBffParams,
    response: z.object({ ok: z.literal(true) }),
    errors: { 404: 'No such location (or another organisation’s).' },
  }),
  defineEndpoint(r.saveAppealWindow, {
    summary: 'Saves the appeal window in days (empty: appealable at any time).',
    body: citationProductSettingsBody,
    response: citationProductSettings,
  }),
  defineEndpoint(r.saveAppealEmail, {
    summary: 'Sets the appeal notification e-mail (a valid address).',
    body: appealNotifEmailBody,
    response: citationProductSettings,
  }),
  defineEndpoint(r.citationPortalSettings, {
    summary:
      "The violation portal's private mode and header texts with their defaults (brand title; portal address, QR code, no cash payments).",
    response: citationPortalView,
  }),
  defineEndpoint(r.saveCitationPortalSettings, {
    summary: "Saves the violation portal's private mode and header texts (empty: the defaults).",
    body: citationPortalSettingsBody,
    response: citationPortalView,
  }),
];
