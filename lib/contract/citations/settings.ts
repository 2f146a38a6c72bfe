import { z } from 'zod';
import { type CallDefinition, callsOf, email, entityParams, okBody } from '../define-call';
import { plainText } from '../text';
import { appealWindowDays } from './types';

/** Provider calls of citations: violation settings: locations, ticket copy, appeal window. */

/**
 * A ticket location (spec 3 §3), with where it is when staff said so (issue 29: a citation issued
 * from a scan takes the nearest location within reach). A provider that keeps no coordinates
 * answers without them: null.
 */
export const citationLocation = z.object({
  uuid: z.string(),
  name: z.string(),
  latitude: z.number().nullable().default(null),
  longitude: z.number().nullable().default(null),
});
export type CitationLocation = z.infer<typeof citationLocation>;

/** One coordinate as typed or sent: empty or absent is none (null), else a number within ±limit. */
function coordinate(label: 'latitude' | 'longitude', limit: number) {
  const outside = `The ${label} must be a number between -${limit} and ${limit}.`;
  return z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && !v.trim()) ? null : v),
    z
      .union([z.number(), z.string().trim().transform(Number)], { message: outside })
      .pipe(z.number({ message: outside }).min(-limit, outside).max(limit, outside))
      .nullable(),
  );
}

const bothOrNeither = {
  message: 'Give both the latitude and the longitude, or neither.',
  path: ['longitude'],
};
const hasBothOrNeither = (p: { latitude: number | null; longitude: number | null }) =>
  (p.latitude === null) === (p.longitude === null);

/** Where a ticket location is: both coordinates, or neither (null: not placed). */
export const citationLocationPlace = z
  .object({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) })
  .refine(hasBothOrNeither, bothOrNeither);
export type CitationLocationPlace = z.input<typeof citationLocationPlace>;

export const citationLocationBody = z
  .object({
    name: plainText({ label: 'The location name', max: 120 }).pipe(
      z.string().min(1, { message: 'Please enter a location name.' }),
    ),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
  })
  .refine(hasBothOrNeither, bothOrNeither);
export type CitationLocationBody = z.input<typeof citationLocationBody>;

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

const call = callsOf('citations');

export const listCitationLocations = call.get('listCitationLocations', {
  path: '/api/v1/citations/{entity}/locations',
  summary: 'Ticket locations of the organisation, by name.',
  params: entityParams,
  response: z.array(citationLocation),
  errors,
});

export const createCitationLocation = call.post('createCitationLocation', {
  path: '/api/v1/citations/{entity}/locations',
  summary: 'Adds a ticket location by name, optionally with where it is (both coordinates).',
  params: entityParams,
  body: citationLocationBody,
  response: citationLocation,
  errors: { ...errors, 400: 'No name, or too long; a coordinate out of range, or only one.' },
});

export const deleteCitationLocation = call.delete('deleteCitationLocation', {
  path: '/api/v1/citations/{entity}/locations/{uuid}',
  summary: "Deletes a ticket location (its notices keep the location's name).",
  params: locationParams,
  response: okBody,
  errors: { ...errors, 404: 'No such location.' },
});

export const updateCitationLocation = call.put('updateCitationLocation', {
  path: '/api/v1/citations/{entity}/locations/{uuid}',
  summary: 'Sets where a ticket location is (both coordinates), or clears it (both null).',
  params: locationParams,
  body: citationLocationPlace,
  response: citationLocation,
  errors: {
    ...errors,
    400: 'A coordinate is out of range, or only one is given.',
    404: 'No such location.',
  },
});

export const getCitationProductSettings = call.get('getCitationProductSettings', {
  path: '/api/v1/citations/{entity}/settings',
  summary:
    'Citation product settings: the appeal window (null: any time) and the appeal notification e-mail.',
  params: entityParams,
  response: citationProductSettings,
  errors,
});

export const putCitationProductSettings = call.put('putCitationProductSettings', {
  path: '/api/v1/citations/{entity}/settings',
  summary: 'Saves the appeal window in days (null: appealable at any time).',
  params: entityParams,
  body: citationProductSettingsBody,
  response: citationProductSettings,
  errors: { ...errors, 400: 'Not a whole number of days.' },
});

export const getCitationTicketCopy = call.get('getCitationTicketCopy', {
  path: '/api/v1/citations/{entity}/ticket-copy',
  summary: 'The ticket header and footer copy (read-only; support edits it).',
  params: entityParams,
  response: citationTicketCopy,
  errors,
});

export const putAppealNotifEmail = call.put('putAppealNotifEmail', {
  path: '/api/v1/citations/{entity}/appeal-email',
  summary: 'Sets the appeal notification e-mail (a valid address).',
  params: entityParams,
  body: appealNotifEmailBody,
  response: citationProductSettings,
  errors: { ...errors, 400: 'Not a valid e-mail address.' },
});

export const getCitationPortalSettings = call.get('getCitationPortalSettings', {
  path: '/api/v1/citations/{entity}/portal-settings',
  summary: "The violation portal's private mode and header texts (null: the defaults).",
  params: entityParams,
  response: citationPortalSettings,
  errors,
});

export const putCitationPortalSettings = call.put('putCitationPortalSettings', {
  path: '/api/v1/citations/{entity}/portal-settings',
  summary: "Saves the violation portal's private mode and header texts (empty: the defaults).",
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
  updateCitationLocation,
  getCitationProductSettings,
  putCitationProductSettings,
  getCitationTicketCopy,
  putAppealNotifEmail,
  getCitationPortalSettings,
  putCitationPortalSettings,
];
