/**
 * `npm run lint:openapi`: writes the provider's OpenAPI document (provider/openapi.ts, generated
 * from lib/contract) and the BFF's (server/bff/openapi.ts, from the endpoint definitions) to temporary files and lints it with Redocly's recommended rules; any error
 * fails (warnings are printed).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { providerOpenApi } from '../provider/route-table';
import { buildBffOpenApi } from '../server/bff/openapi';

const dir = mkdtempSync(path.join(tmpdir(), 'vert-openapi-'));
const file = path.join(dir, 'provider-openapi.json');
const bffFile = path.join(dir, 'bff-openapi.json');
try {
  writeFileSync(file, JSON.stringify(providerOpenApi(), null, 2));
  writeFileSync(bffFile, JSON.stringify(buildBffOpenApi(), null, 2));
  const result = spawnSync(
    'npx',
    [
      '--no-install',
      'redocly',
      'lint',
      '--extends',
      'recommended',
      '--format',
      'stylish',
      file,
      bffFile,
    ],
    {
      stdio: 'inherit',
      // No usage data sent and no update check: CI reaches the npm registry only.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
