/** The BFF routes of meters: paid parking sessions: per meter, all, plate search (plain data: see define-endpoint.ts). */
export const meterSessionsBffRoutes = {};
