/** The BFF routes of citations: violation mailing: count, submit, log (plain data: see define-endpoint.ts). */
export const citationMailingBffRoutes = {};
