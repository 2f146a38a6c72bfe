'use client';

import type { CitationPortalView, ViolationSettingsView } from '@/lib/contract/citations/bff';
import { useApi } from '../use-api';
import { CITATION_PORTAL_KEY, VIOLATION_SETTINGS_KEY } from './settings-keys';

/** GET /api/citations/settings */
export function useViolationSettings() {
  return useApi<ViolationSettingsView>(VIOLATION_SETTINGS_KEY);
}

/** GET /api/citations/settings/portal */
export function useCitationPortalSettings() {
  return useApi<CitationPortalView>(CITATION_PORTAL_KEY);
}
