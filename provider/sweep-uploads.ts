import { createProvider } from './index';
import { ensureSecrets } from './secrets';

/**
 * `npm run sweep:uploads`: removes now the uploads nobody claimed within a day (rows and bytes),
 * as the running provider does every UPLOAD_SWEEP_MINUTES. With the embedded database, stop the
 * provider first (one process per data folder); with DATABASE_URL it can run beside it.
 */
async function main() {
  ensureSecrets(process.env.DATA_DIR || './data');
  const provider = await createProvider({ seed: false, sweepUploads: false });
  try {
    const swept = await provider.sweepUploads();
    console.log(`[sweep] ${swept} unclaimed upload(s) removed`);
  } finally {
    await provider.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
