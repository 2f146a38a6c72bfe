/** The BFF routes of the permit business screens (plain data: see define-endpoint.ts). */
export const permitBusinessBffRoutes = {};
