/** The BFF routes of the permit products screens (plain data: see define-endpoint.ts). */
export const permitProductsBffRoutes = {};
