import { runSetup } from './run';

/** `npm run setup -- --org "Name" --email a@b.c [--name "Full Name"]` (see run.ts). */
runSetup(process.argv.slice(2), console).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[setup] failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
