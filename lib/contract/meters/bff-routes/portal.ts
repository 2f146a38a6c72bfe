/** The BFF routes of meters: the public meter page: quote, pay, receipt, time-add (no session) (plain data: see define-endpoint.ts). */
export const meterPortalBffRoutes = {};
