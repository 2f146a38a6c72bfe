import type { Db } from './db/types';
import type { FileStorage } from './services/files';
import type { RetentionRunOptions, RetentionRunResult } from './services/privacy';

/** An open provider: what createProvider and getProvider give (provider/index.ts). */
export interface Provider {
  /** The provider API as a plain Request → Response handler (no socket). */
  fetch(req: Request): Promise<Response>;
  db: Db;
  /** Where uploaded files are kept. */
  storage: FileStorage;
  /** Removes the uploads nobody claimed in time, now (the process also does it periodically). */
  sweepUploads(): Promise<number>;
  /** Sends the outbox's due mails now (also done after commits and every few seconds). */
  sendMail(): Promise<number>;
  /** Runs the retention job now (also done nightly): removes what is past each horizon. */
  runRetention(opts?: RetentionRunOptions): Promise<RetentionRunResult>;
  close(): Promise<void>;
}
