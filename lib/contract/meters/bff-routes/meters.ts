/** The BFF routes of meters: meters table, stats and earnings, meter info (edit) (plain data: see define-endpoint.ts). */
export const meterTableBffRoutes = {};
