import 'server-only';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { bffRouter, on } from '../../route';
import { createList, deleteList, deleteTimeLimit, LIST_TYPE, saveTimeLimit } from '@/lib/contract';
import { totalMinutes } from '@/lib/rules/lists/time-limit';
import {
  createRuleBody,
  saveTimeLimitBody,
  type TimeLimitMinutesResponse,
  type TimeLimitRuleResponse,
  type TimeLimitRulesResponse,
} from '@/lib/contract/lists/bff';
import { type OrgCaller, parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { forgetList, orgList, orgLists } from '../../views/lists';
import { isTimeLimitList, loadTimeLimitRule, ruleParam, toRule } from '../../views/timelimit';

/**
 * /api/timelimit: the Digital Chalking Rules screens. A rule is a time-limit list (type 2) of the
 * session's organisation with its time limit in minutes (0 = none).
 */
export const timelimitRoutes = bffRouter('/api/timelimit');
timelimitRoutes.use('*', requireSession, requireOrg);

/** The organisation's time-limit rules, newest first (the screen sorts). */
export async function loadTimeLimitRules(caller: OrgCaller): Promise<TimeLimitRulesResponse> {
  const lists = await orgLists(caller);
  return { rules: lists.filter(isTimeLimitList).map((l) => toRule(l)) };
}

on(timelimitRoutes, listsBffRoutes.timeLimitRules, async (c) =>
  c.json(await loadTimeLimitRules(c.var.caller)),
);

/** 'Add rule': creates a time-limit list with this name and no time limit. */
on(timelimitRoutes, listsBffRoutes.createTimeLimitRule, async (c) => {
  const p = c.var.caller;
  const { name } = await parseBody(c, createRuleBody);
  const list = await p.call(createList, {
    body: { type: LIST_TYPE.timeLimit, name, entityUUID: p.entity },
  });
  return c.json<TimeLimitRuleResponse>({ rule: toRule(list, 0) }, 201);
});

on(timelimitRoutes, listsBffRoutes.timeLimitRule, async (c) =>
  c.json(await loadTimeLimitRule(c.var.caller, parseParams(c, ruleParam).uuid)),
);

/** 'Save & Activate time limit': whole hours and minutes (negatives → 0), at most 4320 minutes. */
on(timelimitRoutes, listsBffRoutes.saveTimeLimit, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, ruleParam);
  const body = await parseBody(c, saveTimeLimitBody);
  const total = totalMinutes(body.hours, body.minutes);
  if (!total.ok) throw new BffError(400, total.code, total.error);
  await orgList(p, uuid, isTimeLimitList);
  const saved = await p.call(saveTimeLimit, {
    body: { listUUID: uuid, minutes: total.minutes },
  });
  return c.json<TimeLimitMinutesResponse>({ minutes: saved.minutes });
});

/** 'Remove time limit': minutes back to 0. */
on(timelimitRoutes, listsBffRoutes.clearTimeLimit, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, ruleParam);
  await orgList(p, uuid, isTimeLimitList);
  await p.call(deleteTimeLimit, { params: { uuid } });
  return c.json<TimeLimitMinutesResponse>({ minutes: 0 });
});

/** 'Delete rule': deletes the time-limit list (its plates, geofence and limit). */
on(timelimitRoutes, listsBffRoutes.deleteTimeLimitRule, async (c) => {
  const p = c.var.caller;
  const { uuid } = parseParams(c, ruleParam);
  await orgList(p, uuid, isTimeLimitList);
  await p.call(deleteList, { params: { uuid } });
  forgetList(uuid);
  return c.json({ ok: true });
});
