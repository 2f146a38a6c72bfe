import { createProvider } from './index';
import { ensureSecrets } from './secrets';

/**
 * `npm run retention:run`: runs the retention job once now (what the running provider does
 * nightly): every organisation's records past their horizon are removed in bounded batches. With
 * the embedded database, stop the provider first (one process per data folder); with
 * DATABASE_URL it can run beside it (the job's lease keeps one run at a time).
 */
async function main() {
  ensureSecrets(process.env.DATA_DIR || './data');
  const provider = await createProvider({ seed: false, sweepUploads: false, retention: false });
  try {
    const result = await provider.runRetention();
    if (!result.ran) console.log('[retention] another instance is running the job; nothing done');
    else {
      const removed = Object.entries(result.removed)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
      console.log(
        `[retention] ${result.batches} batch(es), longest ${result.longestBatchMs.toFixed(1)} ms; removed: ${removed}`,
      );
    }
  } finally {
    await provider.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
