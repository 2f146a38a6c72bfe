import { createProvider, type ProviderOptions } from '../index';
import { ensureSecrets } from '../secrets';
import { AccountsExistError, createFirstAccount, SETUP_LINK_HOURS } from '../services/orgs';
import { resetPasswordLink } from '../services/mail';
import { parseSetupArgs, SETUP_USAGE, SetupArgsError } from './args';

/** Where setup writes its lines (the console, or a recorder in tests). */
export interface SetupOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Exit codes: done, refused or failed, bad arguments. */
export const SETUP_EXIT = { ok: 0, refused: 1, usage: 2 } as const;

/**
 * `npm run setup`: on a database with no account, creates the master organisation and its super
 * administrator and prints the one-time link where they choose their password (APP_URL + the
 * reset page). The database is env DATABASE_URL, else the embedded one in DATA_DIR (stop the
 * server first: one process per data folder). Answers the exit code.
 */
export async function runSetup(
  argv: string[],
  out: SetupOutput,
  database: Pick<ProviderOptions, 'dataDir' | 'databaseUrl'> = {},
): Promise<number> {
  let input;
  try {
    input = parseSetupArgs(argv);
  } catch (error) {
    if (!(error instanceof SetupArgsError)) throw error;
    out.error(`[setup] ${error.message}`);
    out.error(SETUP_USAGE);
    return SETUP_EXIT.usage;
  }
  try {
    ensureSecrets(database.dataDir || process.env.DATA_DIR || './data');
    const provider = await createProvider({ ...database, seed: false, sweepUploads: false });
    try {
      const created = await createFirstAccount(provider.db, input);
      out.log(
        `[setup] created the organisation "${created.organisation.name}" and its super administrator ${created.email}`,
      );
      out.log(
        `[setup] set the password within ${SETUP_LINK_HOURS} hours (the link works once): ${resetPasswordLink(created.resetCode)}`,
      );
      return SETUP_EXIT.ok;
    } finally {
      await provider.close();
    }
  } catch (error) {
    if (error instanceof AccountsExistError) {
      out.error(`[setup] ${error.message}`);
    } else {
      out.error(`[setup] failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    return SETUP_EXIT.refused;
  }
}
