/** The BFF routes of citations: violation settings: locations, ticket copy, appeal window (plain data: see define-endpoint.ts). */
export const citationSettingsBffRoutes = {};
