/** The BFF routes of meters: the weekly rate schedule (time rates) (plain data: see define-endpoint.ts). */
export const meterRatesBffRoutes = {};
