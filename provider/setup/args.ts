import { parseArgs } from 'node:util';
import { z } from 'zod';
import { email, fullname, orgName } from '../../lib/contract';
import type { FirstAccount } from '../services/orgs';

export const SETUP_USAGE =
  'Usage: npm run setup -- --org "Organisation name" --email admin@example.com [--name "Full Name"]';

/** The full name when --name is not given. */
export const DEFAULT_FULLNAME = 'Administrator';

/** A setup argument that is missing, unknown or invalid (the CLI exits 2). */
export class SetupArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SetupArgsError';
  }
}

/** The options, with the same field rules as the dashboard's forms (contract schemas). */
const setupArgs = z.object({
  org: orgName,
  email,
  name: fullname.optional(),
});

const REQUIRED = ['org', 'email'] as const;

/** `--org X --email Y [--name Z]` (also `--org=X`) as the first account's fields. */
export function parseSetupArgs(argv: string[]): FirstAccount {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { org: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    // Node's parseArgs errors ("Unknown option '--x'…"); read loosely: they may come from another realm.
    const { message } = error as { message?: unknown };
    throw new SetupArgsError(typeof message === 'string' ? message : String(error));
  }
  for (const key of REQUIRED) {
    if (values[key] === undefined) throw new SetupArgsError(`--${key} is missing.`);
  }
  const parsed = setupArgs.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SetupArgsError(`--${issue.path.join('.')}: ${issue.message}`);
  }
  return {
    org: parsed.data.org,
    email: parsed.data.email,
    fullname: parsed.data.name ?? DEFAULT_FULLNAME,
  };
}
