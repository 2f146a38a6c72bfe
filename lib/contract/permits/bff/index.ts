/** The schemas of the permits area's BFF routes (their endpoints: server/bff/routes/permits). */
export * from './products';
export * from './issued';
export * from './holders';
export * from './business';
