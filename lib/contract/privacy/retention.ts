import { z } from 'zod';
import {
  RETENTION_KINDS,
  RETENTION_RULES,
  retentionRefusal,
  type RetentionKind,
} from '../../rules/privacy/retention';
import { callsOf, entityParams, isoDate, type CallDefinition } from '../define-call';

/** Provider calls of privacy: retention per kind of data (issue 30 item 1). */

/** One kind's months, checked against the rule's minimum and maximum (lib/rules/privacy). */
const monthsOf = (kind: RetentionKind) =>
  z
    .number({ message: `${RETENTION_RULES[kind].label}: enter a whole number of months.` })
    .superRefine((months, ctx) => {
      const refusal = retentionRefusal(kind, months);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
    });

/** Months per kind, every kind required: what the screen saves and previews. */
export const retentionMonths = z.object(
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, monthsOf(kind)])) as {
    [K in RetentionKind]: ReturnType<typeof monthsOf>;
  },
);
export type RetentionMonthsBody = z.infer<typeof retentionMonths>;

export const retentionBody = z.object({ months: retentionMonths });
export type RetentionBody = z.infer<typeof retentionBody>;

const countsPerKind = z.object(
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, z.number().int().nonnegative()])) as {
    [K in RetentionKind]: z.ZodNumber;
  },
);
export type RetentionCounts = z.infer<typeof countsPerKind>;

/** The organisation's retention settings and what the nightly job last did for it. */
export const retentionSettings = z.object({
  months: retentionMonths,
  /** When the settings were last saved; null: never (the defaults). */
  updatedAt: isoDate.nullable(),
  /** Per kind, the horizon of the last purge that removed records of it (reports print it). */
  purgedBefore: z.partialRecord(z.enum(RETENTION_KINDS), isoDate),
});
export type RetentionSettings = z.infer<typeof retentionSettings>;

/** How many records each horizon would remove now. */
export const retentionPreview = z.object({ counts: countsPerKind, at: isoDate });
export type RetentionPreview = z.infer<typeof retentionPreview>;

const errors = {
  403: 'Not a super administrator of the organisation.',
  404: 'No such organisation.',
};

const call = callsOf('privacy');

export const getRetention = call.get('getRetention', {
  path: '/api/v1/privacy/{entity}/retention',
  summary: "The organisation's retention per kind of data (months) and its last purges.",
  params: entityParams,
  response: retentionSettings,
  errors,
});

export const previewRetention = call.post('previewRetention', {
  path: '/api/v1/privacy/{entity}/retention/preview',
  summary: 'How many records each (unsaved) horizon would remove today; nothing is removed.',
  params: entityParams,
  body: retentionBody,
  response: retentionPreview,
  errors: { ...errors, 400: 'A horizon under its minimum or not a whole number of months.' },
});

export const putRetention = call.put('putRetention', {
  path: '/api/v1/privacy/{entity}/retention',
  summary: 'Saves the retention per kind of data (audited); the nightly job applies it.',
  params: entityParams,
  body: retentionBody,
  response: retentionSettings,
  errors: { ...errors, 400: 'A horizon under its minimum or not a whole number of months.' },
});

/** Per kind, the horizon records were removed before: what a report covering it says. */
export const retentionHorizons = retentionSettings.pick({ purgedBefore: true });
export type RetentionHorizons = z.infer<typeof retentionHorizons>;

export const getRetentionHorizons = call.get('getRetentionHorizons', {
  path: '/api/v1/privacy/{entity}/purged',
  summary: 'Per kind of data, the date records were removed before (reports print it).',
  params: entityParams,
  response: retentionHorizons,
  errors: { 403: 'Not an administrator of the organisation.' },
});

export const retentionCalls: CallDefinition[] = [
  getRetention,
  previewRetention,
  putRetention,
  getRetentionHorizons,
];
