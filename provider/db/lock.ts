import fs from 'node:fs';
import path from 'node:path';

/** Folders this process has locked (kept on globalThis so module reloads share it). */
const held: Set<string> = ((
  globalThis as { __vertProviderLocks?: Set<string> }
).__vertProviderLocks ??= new Set<string>());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function busyError(pid: number, dataDir: string): Error {
  return new Error(
    `Another process (pid ${pid}) is using the embedded database in ${dataDir}; stop it or set DATABASE_URL`,
  );
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the exclusive lock DATA_DIR/provider.lock (PGlite allows one process per folder; two
 * writers would corrupt it). A lock left by a dead process is taken over; a live holder — or a
 * second open in this very process — throws. Returns the release function (also run on exit).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const dir = path.resolve(/*turbopackIgnore: true*/ dataDir); // chosen at run time: not traced by the build
  const file = path.join(/*turbopackIgnore: true*/ dir, 'provider.lock');
  if (held.has(dir)) throw busyError(process.pid, dir);
  fs.mkdirSync(dir, { recursive: true });

  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) {
        const pid = readPid(file);
        throw pid ? busyError(pid, dir) : error;
      }
      const pid = readPid(file);
      // Our own pid here means a lock left by an earlier run (pid reuse, e.g. in containers).
      if (pid !== null && pid !== process.pid && isAlive(pid)) throw busyError(pid, dir);
      fs.rmSync(file, { force: true });
    }
  }
  held.add(dir);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(dir);
    process.off('exit', release);
    if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
