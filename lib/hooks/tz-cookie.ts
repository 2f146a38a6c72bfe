/** The cookie that carries the browser's time zone to the server's first view (no zod, no keys). */
export const TZ_COOKIE = 'tz';
