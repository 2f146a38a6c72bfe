import { dayNumberOf } from '../zoned-time';
import { TIME_SELECTION } from './permit-rules';

export interface PermitPeriod {
  issuedOn: Date;
  expiresAt: Date;
}

export interface ApprovalPeriodInput {
  /** The type's time selection (1 same day only, 2 fixed period, 3 manual start and end). */
  timeSelectionType: number;
  /** The type's zone: the day a same-day pass is for. */
  timeZone: string;
  /** The period as requested (null: none set). */
  issuedOn: Date | null;
  expiresAt: Date | null;
}

/**
 * The period of a permit request approved at `now` (spec 2 §3: a same-day type is for the day it
 * starts). A same-day pass whose requested day (in the type's zone) has passed by the approval,
 * or whose time has run out, starts at the approval and keeps its length, so approving an old
 * request gives a pass for the approval day instead of one that is expired at once. Anything
 * else (fixed periods, manual dates, a pass still running) keeps its period: null.
 */
export function approvedPeriod(request: ApprovalPeriodInput, now: Date): PermitPeriod | null {
  const { issuedOn, expiresAt } = request;
  if (request.timeSelectionType !== TIME_SELECTION.sameDay || !issuedOn || !expiresAt) return null;
  const dayPassed = dayNumberOf(issuedOn, request.timeZone) < dayNumberOf(now, request.timeZone);
  if (!dayPassed && expiresAt > now) return null;
  const length = Math.max(0, expiresAt.getTime() - issuedOn.getTime());
  return { issuedOn: now, expiresAt: new Date(now.getTime() + length) };
}
