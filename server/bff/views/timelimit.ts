import 'server-only';
import { z } from 'zod';
import { getTimeLimit, LIST_TYPE, listLists, type PlateList } from '@/lib/contract';
import { messages } from '@/lib/messages';
import type { TimeLimitRuleResponse } from '@/lib/contract/lists/bff';
import type { TimeLimitRule } from '@/lib/rules/lists/time-limit';
import { callProvider } from '@/server/provider-client';
import { BffError } from '../errors';
import type { Who } from './who';

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
  { token, entity }: Who,
  uuid: string,
): Promise<TimeLimitRuleResponse> {
  const { lists } = await callProvider(listLists, { token, params: { entity } });
  const list = lists.find((l) => l.uuid === uuid);
  if (!list || !isTimeLimitList(list)) {
    throw new BffError(404, 'LIST_NOT_FOUND', messages.notFound);
  }
  const { minutes } = await callProvider(getTimeLimit, { token, params: { uuid } });
  return { rule: toRule(list, minutes) };
}
