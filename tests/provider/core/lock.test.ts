import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createProvider } from '@/provider';
import { acquireDataDirLock } from '@/provider/db/lock';

const dirs: string[] = [];
const tmpDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vert-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second open of the same folder with a clear message, and frees it on close', async () => {
    const dir = tmpDir();
    const first = await createProvider({ dataDir: dir, seed: false });
    try {
      expect(fs.readFileSync(path.join(dir, 'provider.lock'), 'utf8').trim()).toBe(
        String(process.pid),
      );
      await expect(createProvider({ dataDir: dir, seed: false })).rejects.toThrow(
        `Another process (pid ${process.pid}) is using the embedded database in ${dir}; stop it or set DATABASE_URL`,
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dir, 'provider.lock'))).toBe(false);
    const again = await createProvider({ dataDir: dir, seed: false });
    await again.close();
  });

  it('takes over a stale lock of a dead process', () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, 'provider.lock'), '2147483646\n');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'provider.lock'), 'utf8').trim()).toBe(
      String(process.pid),
    );
    release();
    expect(fs.existsSync(path.join(dir, 'provider.lock'))).toBe(false);
  });

  it('refuses a lock held by another live process', () => {
    const dir = tmpDir();
    const other = process.ppid;
    fs.writeFileSync(path.join(dir, 'provider.lock'), `${other}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Another process (pid ${other}) is using the embedded database`,
    );
    expect(fs.readFileSync(path.join(dir, 'provider.lock'), 'utf8').trim()).toBe(String(other));
  });

  it('takes over a lock with our own pid left by an earlier run (pid reuse)', () => {
    const dir = tmpDir();
    fs.writeFileSync(path.join(dir, 'provider.lock'), `${process.pid}\n`);
    const release = acquireDataDirLock(dir);
    release();
  });
});
