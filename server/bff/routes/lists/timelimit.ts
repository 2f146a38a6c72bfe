import 'server-only';
import { z } from 'zod';
import {
  createList,
  deleteList,
  deleteTimeLimit,
  LIST_TYPE,
  saveTimeLimit,
  type PlateList,
} from '@/lib/contract';
import { okBody } from '@/lib/contract/define-call';
import {
  createRuleBody,
  saveTimeLimitBody,
  timeLimitMinutesResponse,
  timeLimitRuleResponse,
  timeLimitRulesResponse,
} from '@/lib/contract/lists/bff';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { messages } from '@/lib/messages';
import { totalMinutes, type TimeLimitRule } from '@/lib/rules/lists/time-limit';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { forgetList, LIST_ERRORS, orgList, orgLists } from './org-lists';

/**
 * /api/timelimit: the Digital Chalking Rules screens. A rule is a time-limit list (type 2) of the
 * session's organisation with its time limit in minutes (0 = none).
 */

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

export const timeLimitEndpoints = [
  endpoint(routes.timeLimitRules, {
    summary: "The organisation's time-limit rules.",
    response: timeLimitRulesResponse,
    handler: async ({ caller }) => ({
      rules: (await orgLists(caller)).filter(isTimeLimitList).map((l) => toRule(l)),
    }),
  }),

  /** 'Add rule': creates a time-limit list with this name and no time limit. */
  endpoint(routes.createTimeLimitRule, {
    summary: 'Creates a rule (a time-limit list).',
    body: createRuleBody,
    response: timeLimitRuleResponse,
    handler: async ({ caller, body: { name } }) => {
      const list = await caller.call(createList, {
        body: { type: LIST_TYPE.timeLimit, name, entityUUID: caller.entity },
      });
      return { rule: toRule(list, 0) };
    },
  }),

  endpoint(routes.timeLimitRule, {
    summary: 'One rule with its time limit.',
    params: ruleParam,
    response: timeLimitRuleResponse,
    errors: LIST_ERRORS,
    // The list carries its rule's minutes (time-limit lists only).
    handler: async ({ caller, params }) => ({
      rule: toRule(await orgList(caller, params.uuid, isTimeLimitList)),
    }),
  }),

  /** 'Save & Activate time limit': whole hours and minutes (negatives → 0), at most 4320 minutes. */
  endpoint(routes.saveTimeLimit, {
    summary: "Saves and activates a rule's time limit.",
    params: ruleParam,
    body: saveTimeLimitBody,
    response: timeLimitMinutesResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid }, body }) => {
      const total = totalMinutes(body.hours, body.minutes);
      if (!total.ok) throw new BffError(400, total.code, total.error);
      await orgList(caller, uuid, isTimeLimitList);
      const saved = await caller.call(saveTimeLimit, {
        body: { listUUID: uuid, minutes: total.minutes },
      });
      return { minutes: saved.minutes };
    },
  }),

  /** 'Remove time limit': minutes back to 0. */
  endpoint(routes.clearTimeLimit, {
    summary: "Removes a rule's time limit.",
    params: ruleParam,
    response: timeLimitMinutesResponse,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid } }) => {
      await orgList(caller, uuid, isTimeLimitList);
      await caller.call(deleteTimeLimit, { params: { uuid } });
      return { minutes: 0 };
    },
  }),

  /** 'Delete rule': deletes the time-limit list (its plates, geofence and limit). */
  endpoint(routes.deleteTimeLimitRule, {
    summary: 'Deletes a rule.',
    params: ruleParam,
    response: okBody,
    errors: LIST_ERRORS,
    handler: async ({ caller, params: { uuid } }) => {
      await orgList(caller, uuid, isTimeLimitList);
      await caller.call(deleteList, { params: { uuid } });
      forgetList(uuid);
      return { ok: true as const };
    },
  }),
];
