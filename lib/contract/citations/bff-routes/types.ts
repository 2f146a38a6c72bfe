/** The BFF routes of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation (plain data: see define-endpoint.ts). */
export const citationTypesBffRoutes = {};
