import 'server-only';
import { z } from 'zod';
import { LIST_TYPE, type PlateList } from '@/lib/contract';
import { messages } from '@/lib/messages';
import type { TimeLimitRuleResponse } from '@/lib/contract/lists/bff';
import type { TimeLimitRule } from '@/lib/rules/lists/time-limit';
import type { OrgCaller } from '../context';
import { orgList } from './lists';

/** The loaders of the Digital Chalking Rule screens: called by their BFF routes and their pages. */

export const ruleParam = z.object({ uuid: z.uuid({ message: messages.ruleNotFound }) });

export const isTimeLimitList = (list: PlateList) => list.type === LIST_TYPE.timeLimit;

export function toRule(list: PlateList, minutes?: number): TimeLimitRule {
  return {
    uuid: list.uuid,
    name: list.name,
    type: list.type,
    minutes: minutes ?? list.minutes ?? 0,
    plateCount: list.plateCount,
    createdBy: list.createdBy,
    createdAt: list.createdAt,
  };
}

/** One rule of the organisation with its time limit (a 404 for another organisation's list). */
export async function loadTimeLimitRule(
  caller: OrgCaller,
  uuid: string,
): Promise<TimeLimitRuleResponse> {
  // The list carries its rule's minutes (time-limit lists only).
  return { rule: toRule(await orgList(caller, uuid, isTimeLimitList)) };
}
