/** The BFF routes of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images (plain data: see define-endpoint.ts). */
export const citationIssuedBffRoutes = {};
