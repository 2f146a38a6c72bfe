export { defaultRetryPolicy, retryDelayMs, type RetryPolicy } from './backoff';
export { kickMailAfter } from './kick-after';
export {
  mailPollMs,
  startMailWorker,
  type MailWorker,
  type MailWorkerOptions,
} from './mail-worker';
