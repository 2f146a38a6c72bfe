/** The BFF routes of citations: the public violation portal: notice, look-up, pay, appeal (no session) (plain data: see define-endpoint.ts). */
export const citationPortalBffRoutes = {};
