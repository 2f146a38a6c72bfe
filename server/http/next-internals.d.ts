/**
 * The two modules of Next's own server that the /api fast path (fast-api.ts) reuses, so its
 * answers are compressed exactly as Next compresses the rest (Next ships no types for them).
 */
declare module 'next/dist/compiled/compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http';
  const compression: () => (
    req: IncomingMessage,
    res: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
  export default compression;
}

declare module 'next/dist/server/lib/release-compression-stream' {
  import type { ServerResponse } from 'node:http';
  export function releaseCompressionStream(res: ServerResponse): void;
}
