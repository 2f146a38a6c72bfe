import { z } from 'zod';
import { email } from '../../define-call';
import { appealListQuery, appealMessageText, citationAppeal, citationAppealLog } from '../appeals';

/** The answers and inputs of the BFF's citations routes: appeals: list, detail, respond, message, close, notification e-mail. */

/** An appeal as the browser reads it: imageURLs are the BFF's image route. */
export const appealRow = citationAppeal.omit({ imageIds: true });
export type AppealRow = z.infer<typeof appealRow>;

export const appealListResponse = z.object({
  appeals: z.array(appealRow),
  page: z.number().int(),
  count: z.number().int(),
  pages: z.number().int(),
  locations: z.array(z.object({ uuid: z.string(), name: z.string() })),
  appealNotifEmail: z.string().nullable(),
});
export type AppealListResponse = z.infer<typeof appealListResponse>;
export const appealListQuerySchema = appealListQuery;
export type AppealListQuery = z.input<typeof appealListQuery>;

export const appealDetailResponse = z.object({
  appeal: appealRow,
  logs: z.array(citationAppealLog),
  appealNotifEmail: z.string().nullable(),
});
export type AppealDetailResponse = z.infer<typeof appealDetailResponse>;

export const appealParam = z.object({ citation: z.uuid({ message: 'No such appeal.' }) });

/** Approve / reject: a blank message is sent as null (spec 3 §5). */
export const appealRespondInput = z.object({
  isApproved: z.boolean(),
  responseMessage: appealMessageText
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
});
export type AppealRespondInput = z.input<typeof appealRespondInput>;

/** A message needs non-blank text (whitespace only is empty: nothing is sent). */
export const appealMessageInput = z.object({
  responseMessage: appealMessageText.pipe(
    z.string().min(1, { message: 'Please enter a message.' }),
  ),
});
export type AppealMessageInput = z.input<typeof appealMessageInput>;

/** The notification e-mail must be valid (spec 3 §5). */
export const appealNotifEmailInput = z.object({ email });
export type AppealNotifEmailInput = z.input<typeof appealNotifEmailInput>;
export const appealNotifEmailResponse = z.object({ appealNotifEmail: z.string().nullable() });
export type AppealNotifEmailResponse = z.infer<typeof appealNotifEmailResponse>;
