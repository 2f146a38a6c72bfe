/** The BFF routes of citations: appeals: list, detail, respond, message, close, notification e-mail (plain data: see define-endpoint.ts). */
export const citationAppealsBffRoutes = {};
