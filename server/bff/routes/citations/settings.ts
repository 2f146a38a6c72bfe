import 'server-only';
import { z } from 'zod';
import {
  appealNotifEmailBody,
  citationLocation,
  citationLocationBody,
  citationLocationPlace,
  citationPortalSettingsBody,
  citationProductSettings,
  citationProductSettingsBody,
  createCitationLocation,
  deleteCitationLocation,
  putAppealNotifEmail,
  putCitationPortalSettings,
  putCitationProductSettings,
  updateCitationLocation,
} from '@/lib/contract';
import {
  citationLocationBffParams,
  citationPortalView,
  violationSettingsView,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { citationsMessages as cm } from '@/lib/messages/citations';
import type { BffContext } from '../../context';
import { endpoint, NOTHING_THERE } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';
import { citationPortalViewOf, loadCitationPortal, loadViolationSettings } from './settings-reads';

/** /api/citations/settings: violation settings: locations, ticket copy, appeal window, and the violation portal's own settings. */

const originOf = (c: BffContext) => new URL(c.req.url).origin;

/** Violation settings: a failed load or change reads as the §8 load-failure text. */
const settingsRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.ticketSettingsLoadFailed },
};

/** The violation portal's settings: the §8 brand save failure text. */
const portalRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.portalSaveFailed },
};

export const citationSettingsEndpoints = [
  endpoint(r.violationSettings, {
    summary:
      'The violation settings screen: whether the subdomain and title are set, the locations, the appeal window and the read-only ticket copy.',
    response: violationSettingsView,
    refusals: settingsRefusals,
    handler: ({ caller }) => loadViolationSettings(caller),
  }),

  endpoint(r.addCitationLocation, {
    summary: 'Adds a ticket location by name.',
    body: citationLocationBody,
    response: citationLocation,
    refusals: settingsRefusals,
    handler: ({ caller, body }) =>
      caller.call(createCitationLocation, { params: { entity: caller.entity }, body }),
  }),

  endpoint(r.placeCitationLocation, {
    summary: 'Sets where a ticket location is (both coordinates), or clears it (both empty).',
    params: citationLocationBffParams,
    body: citationLocationPlace,
    notFound: NOTHING_THERE,
    response: citationLocation,
    errors: { 404: 'No such location (or another organisation’s).' },
    refusals: settingsRefusals,
    handler: ({ caller, params: { uuid }, body }) =>
      caller.call(updateCitationLocation, { params: { entity: caller.entity, uuid }, body }),
  }),

  endpoint(r.deleteCitationLocation, {
    summary: 'Deletes a ticket location.',
    params: citationLocationBffParams,
    notFound: NOTHING_THERE,
    response: z.object({ ok: z.literal(true) }),
    errors: { 404: 'No such location (or another organisation’s).' },
    refusals: settingsRefusals,
    handler: async ({ caller, params: { uuid } }) => {
      await caller.call(deleteCitationLocation, { params: { entity: caller.entity, uuid } });
      return { ok: true as const };
    },
  }),

  endpoint(r.saveAppealWindow, {
    summary: 'Saves the appeal window in days (empty: appealable at any time).',
    body: citationProductSettingsBody,
    response: citationProductSettings,
    refusals: settingsRefusals,
    handler: ({ caller, body }) =>
      caller.call(putCitationProductSettings, { params: { entity: caller.entity }, body }),
  }),

  endpoint(r.saveAppealEmail, {
    summary: 'Sets the appeal notification e-mail (a valid address).',
    body: appealNotifEmailBody,
    response: citationProductSettings,
    refusals: settingsRefusals,
    handler: ({ caller, body }) =>
      caller.call(putAppealNotifEmail, { params: { entity: caller.entity }, body }),
  }),

  endpoint(r.citationPortalSettings, {
    summary:
      "The violation portal's private mode and header texts with their defaults (brand title; portal address, QR code, no cash payments).",
    response: citationPortalView,
    refusals: portalRefusals,
    handler: ({ caller, c }) => loadCitationPortal(caller, originOf(c)),
  }),

  endpoint(r.saveCitationPortalSettings, {
    summary: "Saves the violation portal's private mode and header texts (empty: the defaults).",
    body: citationPortalSettingsBody,
    response: citationPortalView,
    refusals: portalRefusals,
    handler: async ({ caller, body, c }) => {
      const saved = await caller.call(putCitationPortalSettings, {
        params: { entity: caller.entity },
        body,
      });
      return citationPortalViewOf(caller, saved, originOf(c));
    },
  }),
];
