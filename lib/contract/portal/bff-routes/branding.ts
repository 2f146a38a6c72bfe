/** The BFF routes of the portal's branding screens (plain data: see define-endpoint.ts). */
export const portalBrandingBffRoutes = {};
