/** The schemas of the customer portals' BFF routes (their endpoints: server/bff/routes/portal). */
export * from './branding';
export * from './customer';
