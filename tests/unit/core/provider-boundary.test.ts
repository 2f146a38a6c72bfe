/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

/**
 * Issue 28 item 3: the dashboard's tiers (server/, app/, lib/, components/) import the provider
 * only through its entry ('@/provider'); what both tiers share is in platform/. The ESLint rule
 * vert/area-boundaries refuses anything else, so a new reach into provider/ internals fails lint.
 */
const root = path.resolve(__dirname, '../../..');
const eslint = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** The vert/area-boundaries messages ESLint reports for `code` as if it were at `file`. */
function boundaryMessages(file: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [eslint, '--format', 'json', '--stdin', '--stdin-filename', file],
      { cwd: root, maxBuffer: 10 * 1024 * 1024 },
      (error, stdout) => {
        if (!stdout) return reject(error ?? new Error('eslint printed nothing'));
        const [result] = JSON.parse(stdout) as {
          messages: { ruleId: string; message: string }[];
        }[];
        resolve(
          result.messages.filter((m) => m.ruleId === 'vert/area-boundaries').map((m) => m.message),
        );
      },
    );
    child.stdin!.end(code);
  });
}

const REFUSAL =
  "Import the provider through its entry ('@/provider'); shared infrastructure is in '@/platform/*'.";

describe('vert/area-boundaries: the provider through its entry only', () => {
  it.each([
    ['server/bff/sample.ts', "import { logger } from '@/provider/http/log';", [REFUSAL]],
    ['server/bff/sample.ts', "import { fail } from '../../provider/http/errors';", [REFUSAL]],
    ['app/(dashboard)/sample.ts', "import { version } from '@/provider/version';", [REFUSAL]],
    ['server/metrics/sample.ts', "export { getProvider } from '@/provider';", []],
    ['server/bff/sample.ts', "import { logger } from '@/platform/log';", []],
    ['provider/routes/sample.ts', "import { fail } from '../http/errors';", []],
  ])(
    '%s: %s',
    async (file, code, expected) => {
      expect(await boundaryMessages(file, `${code}\nexport const used = 1;\n`)).toEqual(expected);
    },
    120_000,
  );
});
