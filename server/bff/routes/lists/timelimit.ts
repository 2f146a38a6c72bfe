import 'server-only';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import {
  listLists,
  createList,
  deleteList,
  deleteTimeLimit,
  getTimeLimit,
  LIST_TYPE,
  saveTimeLimit,
  type PlateList,
} from '@/lib/contract';
import { totalMinutes, type TimeLimitRule } from '@/lib/rules/lists/time-limit';
import {
  createRuleBody,
  saveTimeLimitBody,
  type TimeLimitMinutesResponse,
  type TimeLimitRuleResponse,
  type TimeLimitRulesResponse,
} from '@/lib/contract/lists/bff';
import { callProvider } from '@/server/provider-client';
import { parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { requireOrgList, who } from '../orgs';
import { messages } from '@/lib/messages';

/**
 * /api/timelimit: the Digital Chalking Rules screens. A rule is a time-limit list (type 2) of the
 * session's organisation with its time limit in minutes (0 = none).
 */
export const timelimitRoutes = bffRouter('/api/timelimit');
timelimitRoutes.use('*', requireSession, requireOrg);

const ruleParam = z.object({ uuid: z.uuid({ message: messages.ruleNotFound }) });
const isTimeLimitList = (list: PlateList) => list.type === LIST_TYPE.timeLimit;

function toRule(list: PlateList, minutes?: number): TimeLimitRule {
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

/** The organisation's time-limit rules, newest first (the screen sorts). */
export async function loadTimeLimitRules({
  token,
  entity,
}: {
  token: string;
  entity: string;
}): Promise<TimeLimitRulesResponse> {
  const { lists } = await callProvider(listLists, { token, params: { entity } });
  return { rules: lists.filter(isTimeLimitList).map((l) => toRule(l)) };
}

on(timelimitRoutes, listsBffRoutes.timeLimitRules, async (c) =>
  c.json(await loadTimeLimitRules(who(c))),
);

/** 'Add rule': creates a time-limit list with this name and no time limit. */
on(timelimitRoutes, listsBffRoutes.createTimeLimitRule, async (c) => {
  const { token, entity } = who(c);
  const { name } = await parseBody(c, createRuleBody);
  const list = await callProvider(createList, {
    token,
    body: { type: LIST_TYPE.timeLimit, name, entityUUID: entity },
  });
  return c.json<TimeLimitRuleResponse>({ rule: toRule(list, 0) }, 201);
});

on(timelimitRoutes, listsBffRoutes.timeLimitRule, async (c) => {
  const { token } = who(c);
  const { uuid } = parseParams(c, ruleParam);
  const list = await requireOrgList(c, uuid, isTimeLimitList);
  const { minutes } = await callProvider(getTimeLimit, { token, params: { uuid } });
  return c.json<TimeLimitRuleResponse>({ rule: toRule(list, minutes) });
});

/** 'Save & Activate time limit': whole hours and minutes (negatives → 0), at most 4320 minutes. */
on(timelimitRoutes, listsBffRoutes.saveTimeLimit, async (c) => {
  const { token } = who(c);
  const { uuid } = parseParams(c, ruleParam);
  const body = await parseBody(c, saveTimeLimitBody);
  const total = totalMinutes(body.hours, body.minutes);
  if (!total.ok) throw new BffError(400, total.code, total.error);
  await requireOrgList(c, uuid, isTimeLimitList);
  const saved = await callProvider(saveTimeLimit, {
    token,
    body: { listUUID: uuid, minutes: total.minutes },
  });
  return c.json<TimeLimitMinutesResponse>({ minutes: saved.minutes });
});

/** 'Remove time limit': minutes back to 0. */
on(timelimitRoutes, listsBffRoutes.clearTimeLimit, async (c) => {
  const { token } = who(c);
  const { uuid } = parseParams(c, ruleParam);
  await requireOrgList(c, uuid, isTimeLimitList);
  await callProvider(deleteTimeLimit, { token, params: { uuid } });
  return c.json<TimeLimitMinutesResponse>({ minutes: 0 });
});

/** 'Delete rule': deletes the time-limit list (its plates, geofence and limit). */
on(timelimitRoutes, listsBffRoutes.deleteTimeLimitRule, async (c) => {
  const { token } = who(c);
  const { uuid } = parseParams(c, ruleParam);
  await requireOrgList(c, uuid, isTimeLimitList);
  await callProvider(deleteList, { token, params: { uuid } });
  return c.json({ ok: true });
});
