'use client';

import type { GeofenceResponse } from '@/lib/rules/geofence';
import type { TimeLimitRuleResponse, TimeLimitRulesResponse } from '@/lib/rules/time-limit';
import { useApi } from './use-api';

export const TIMELIMIT_RULES_KEY = '/api/timelimit';
export const timeLimitRuleKey = (uuid: string) => `/api/timelimit/${encodeURIComponent(uuid)}`;
export const geofenceKey = (listUuid: string) => `/api/geofence/${encodeURIComponent(listUuid)}`;

/** The organisation's digital chalking rules (time-limit lists with their minutes). */
export function useTimeLimitRules() {
  return useApi<TimeLimitRulesResponse>(TIMELIMIT_RULES_KEY);
}

/** One rule with its time limit. */
export function useTimeLimitRule(uuid: string) {
  return useApi<TimeLimitRuleResponse>(timeLimitRuleKey(uuid));
}

/** A list's saved geofence (null when none). */
export function useGeofence(listUuid: string) {
  return useApi<GeofenceResponse>(geofenceKey(listUuid), { revalidateOnFocus: false });
}
