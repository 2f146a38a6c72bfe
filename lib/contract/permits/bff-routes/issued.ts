/** The BFF routes of the permit issued screens (plain data: see define-endpoint.ts). */
export const permitIssuedBffRoutes = {};
