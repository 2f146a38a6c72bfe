import { z } from 'zod';
import { defineCall, email, entityParams, okBody, type CallDefinition } from '../define-call';
import { plainText } from '../text';
import { appealWindowDays } from './types';

/** Provider calls of citations: violation settings: locations, ticket copy, appeal window. */

/** A ticket location (spec 3 §3). */
export const citationLocation = z.object({ uuid: z.string(), name: z.string() });
export type CitationLocation = z.infer<typeof citationLocation>;

export const citationLocationBody = z.object({
  name: plainText({ label: 'The location name', max: 120 }).pipe(
    z.string().min(1, { message: 'Please enter a location name.' }),
  ),
});

/** Citation product settings (spec 3 §7): the appeal window in days; null means any time. */
export const citationProductSettings = z.object({
  appealWindow: z.number().int().nullable(),
  appealNotifEmail: z.string().nullable(),
});
export type CitationProductSettings = z.infer<typeof citationProductSettings>;

/** The appeal window is required in the body (null: any time), so a body without it is a 400. */
export const citationProductSettingsBody = z.object({ appealWindow: appealWindowDays });
export type CitationProductSettingsBody = z.input<typeof citationProductSettingsBody>;

/** The ticket header and footer copy: read-only here (edits go through support). */
export const citationTicketCopy = z.object({
  ticketHeader: z.string().nullable(),
  ticketFooter: z.string().nullable(),
});
export type CitationTicketCopy = z.infer<typeof citationTicketCopy>;

export const appealNotifEmailBody = z.object({ email });

/** The violation portal's own settings (spec 3 §2 Portal branding): private mode and header texts. */
export const citationPortalSettings = z.object({
  isPrivate: z.boolean(),
  /** null: the default notice text (with the brand title) is shown. */
  header1: z.string().nullable(),
  /** null: the default payment instruction (subdomain, QR code, no cash payments). */
  header2: z.string().nullable(),
});
export type CitationPortalSettings = z.infer<typeof citationPortalSettings>;

const headerText = (label: string) =>
  plainText({ label, max: 500, multiline: true })
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null));

export const citationPortalSettingsBody = z.object({
  isPrivate: z.boolean(),
  header1: headerText('Header 1'),
  header2: headerText('Header 2'),
});
export type CitationPortalSettingsBody = z.input<typeof citationPortalSettingsBody>;

const errors = { 403: 'Not a member of the organisation.' };
const locationParams = z.object({ entity: z.uuid(), uuid: z.uuid() });

export const listCitationLocations = defineCall({
  id: 'listCitationLocations',
  area: 'citations',
  method: 'GET',
  path: '/api/v1/citations/{entity}/locations',
  summary: 'Ticket locations of the organisation, by name.',
  auth: true,
  params: entityParams,
  response: z.array(citationLocation),
  errors,
});

export const createCitationLocation = defineCall({
  id: 'createCitationLocation',
  area: 'citations',
  method: 'POST',
  path: '/api/v1/citations/{entity}/locations',
  summary: 'Adds a ticket location by name.',
  auth: true,
  params: entityParams,
  body: citationLocationBody,
  response: citationLocation,
  errors: { ...errors, 400: 'No name, or too long.' },
});

export const deleteCitationLocation = defineCall({
  id: 'deleteCitationLocation',
  area: 'citations',
  method: 'DELETE',
  path: '/api/v1/citations/{entity}/locations/{uuid}',
  summary: "Deletes a ticket location (its notices keep the location's name).",
  auth: true,
  params: locationParams,
  response: okBody,
  errors: { ...errors, 404: 'No such location.' },
});

export const getCitationProductSettings = defineCall({
  id: 'getCitationProductSettings',
  area: 'citations',
  method: 'GET',
  path: '/api/v1/citations/{entity}/settings',
  summary:
    'Citation product settings: the appeal window (null: any time) and the appeal notification e-mail.',
  auth: true,
  params: entityParams,
  response: citationProductSettings,
  errors,
});

export const putCitationProductSettings = defineCall({
  id: 'putCitationProductSettings',
  area: 'citations',
  method: 'PUT',
  path: '/api/v1/citations/{entity}/settings',
  summary: 'Saves the appeal window in days (null: appealable at any time).',
  auth: true,
  params: entityParams,
  body: citationProductSettingsBody,
  response: citationProductSettings,
  errors: { ...errors, 400: 'Not a whole number of days.' },
});

export const getCitationTicketCopy = defineCall({
  id: 'getCitationTicketCopy',
  area: 'citations',
  method: 'GET',
  path: '/api/v1/citations/{entity}/ticket-copy',
  summary: 'The ticket header and footer copy (read-only; support edits it).',
  auth: true,
  params: entityParams,
  response: citationTicketCopy,
  errors,
});

export const putAppealNotifEmail = defineCall({
  id: 'putAppealNotifEmail',
  area: 'citations',
  method: 'PUT',
  path: '/api/v1/citations/{entity}/appeal-email',
  summary: 'Sets the appeal notification e-mail (a valid address).',
  auth: true,
  params: entityParams,
  body: appealNotifEmailBody,
  response: citationProductSettings,
  errors: { ...errors, 400: 'Not a valid e-mail address.' },
});

export const getCitationPortalSettings = defineCall({
  id: 'getCitationPortalSettings',
  area: 'citations',
  method: 'GET',
  path: '/api/v1/citations/{entity}/portal-settings',
  summary: "The violation portal's private mode and header texts (null: the defaults).",
  auth: true,
  params: entityParams,
  response: citationPortalSettings,
  errors,
});

export const putCitationPortalSettings = defineCall({
  id: 'putCitationPortalSettings',
  area: 'citations',
  method: 'PUT',
  path: '/api/v1/citations/{entity}/portal-settings',
  summary: "Saves the violation portal's private mode and header texts (empty: the defaults).",
  auth: true,
  params: entityParams,
  body: citationPortalSettingsBody,
  response: citationPortalSettings,
  errors: { ...errors, 400: 'A header text is too long or not plain text.' },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationSettingsCalls: CallDefinition[] = [
  listCitationLocations,
  createCitationLocation,
  deleteCitationLocation,
  getCitationProductSettings,
  putCitationProductSettings,
  getCitationTicketCopy,
  putAppealNotifEmail,
  getCitationPortalSettings,
  putCitationPortalSettings,
];
