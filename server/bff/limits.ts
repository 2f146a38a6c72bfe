/**
 * Limits of the BFF that its OpenAPI document states. No 'server-only' here, as in openapi.ts:
 * scripts/openapi-lint.ts builds the document in plain Node.
 */

/**
 * The longest URL (path and query, as sent) a BFF route takes (server/bff/url-limit.ts): far above
 * any screen's query (a report's filters, a list search), well below Node's 16 kB limit on the
 * request line and headers, which a longer one reaches as a bodiless 431 before the BFF sees it.
 */
export const URL_MAX_CHARS = 8 * 1024;

/**
 * The most rows one PDF report holds, whatever its type (server/reports/pdf-row-cap.ts): the
 * largest PDF measured (`npm run bench:reports`, `bench:citations`: 50,000 rows in a few seconds,
 * with flat memory). Past it a PDF is over a thousand pages nobody reads and tens of seconds of
 * work: the CSV is the download for that.
 */
export const PDF_ROWS_MAX = 50_000;
