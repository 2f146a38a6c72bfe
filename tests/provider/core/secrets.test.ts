import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ensureSecrets, SECRET_NAMES } from '@/provider/secrets';

const saved: Record<string, string | undefined> = {};
let dir: string;
let log: ReturnType<typeof jest.spyOn>;

beforeEach(() => {
  for (const name of SECRET_NAMES) {
    saved[name] = process.env[name];
    delete process.env[name];
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vert-secrets-'));
  log = jest.spyOn(console, 'log').mockImplementation(() => {});
});
afterEach(() => {
  for (const name of SECRET_NAMES) process.env[name] = saved[name];
  fs.rmSync(dir, { recursive: true, force: true });
  log.mockRestore();
});

describe('ensureSecrets', () => {
  it('generates the missing secrets into DATA_DIR/secrets.json (0600) and the environment', () => {
    const result = ensureSecrets(dir);
    const file = path.join(dir, 'secrets.json');
    expect(result).toEqual({ file, generated: [...SECRET_NAMES] });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const name of SECRET_NAMES) {
      expect(process.env[name]).toBe(stored[name]);
      expect(stored[name]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(`[setup] generated secrets in ${file}`);
  });

  it('reuses the stored secrets and logs nothing the second time', () => {
    ensureSecrets(dir);
    const first = SECRET_NAMES.map((n) => process.env[n]);
    for (const name of SECRET_NAMES) delete process.env[name];
    log.mockClear();
    expect(ensureSecrets(dir).generated).toEqual([]);
    expect(SECRET_NAMES.map((n) => process.env[n])).toEqual(first);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps values already in the environment', () => {
    process.env.PROVIDER_JWT_SECRET = 'from-env';
    const result = ensureSecrets(dir);
    expect(result.generated).toEqual(['AUTH_SECRET', 'SESSION_PASSWORD']);
    expect(process.env.PROVIDER_JWT_SECRET).toBe('from-env');
    expect(JSON.parse(fs.readFileSync(result.file!, 'utf8'))).not.toHaveProperty(
      'PROVIDER_JWT_SECRET',
    );
  });

  it('generates in memory only for memory://', () => {
    const result = ensureSecrets('memory://');
    expect(result).toEqual({ file: null, generated: [...SECRET_NAMES] });
    for (const name of SECRET_NAMES) expect(process.env[name]).toEqual(expect.any(String));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
