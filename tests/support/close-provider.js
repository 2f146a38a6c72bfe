// Closes the process's in-process provider (if a test opened it) so Jest exits cleanly.
afterAll(async () => {
  const pending = globalThis[Symbol.for('vert.provider')];
  if (pending) {
    delete globalThis[Symbol.for('vert.provider')];
    await (await pending.catch(() => null))?.close();
  }
});
