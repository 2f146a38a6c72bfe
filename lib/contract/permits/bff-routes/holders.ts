/** The BFF routes of the permit holders screens (plain data: see define-endpoint.ts). */
export const permitHoldersBffRoutes = {};
