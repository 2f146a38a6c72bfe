'use client';

import type {
  GeofenceResponse,
  TimeLimitRuleResponse,
  TimeLimitRulesResponse,
} from '@/lib/contract/lists/bff';
import { useApi } from '../use-api';
import { geofenceKey, TIMELIMIT_RULES_KEY, timeLimitRuleKey } from '@/lib/hooks/lists/keys';

export { geofenceKey, TIMELIMIT_RULES_KEY, timeLimitRuleKey };

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
