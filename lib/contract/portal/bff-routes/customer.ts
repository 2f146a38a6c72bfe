/** The BFF routes of the portal's customer screens (plain data: see define-endpoint.ts). */
export const portalCustomerBffRoutes = {};
