import path from 'node:path';

type PgliteModule = typeof import('@electric-sql/pglite');
type PgTrgmModule = typeof import('@electric-sql/pglite/contrib/pg_trgm');

interface NodeModuleClass {
  new (id: string): { filename: string; paths: string[] };
  _load(request: string, parent: unknown, isMain: boolean): unknown;
  _nodeModulePaths(from: string): string[];
}

/**
 * Loads @electric-sql/pglite. PGlite calls `import()` internally, which Jest's vm sandbox refuses
 * without --experimental-vm-modules; under Jest it is therefore loaded by Node's own module loader
 * (outside the sandbox). Everywhere else it is a plain dynamic import.
 */
export async function loadPglite(): Promise<PgliteModule> {
  if (process.env.JEST_WORKER_ID === undefined) return import('@electric-sql/pglite');
  return (await nodeLoad('@electric-sql/pglite')) as PgliteModule;
}

/**
 * The extensions every embedded database opens with: pg_trgm (the trigram indexes of the
 * contains-searches; a migration creates the extension, and a database whose index uses it cannot
 * be written without it). Loaded the same way as PGlite itself.
 */
export async function loadPgliteExtensions() {
  const { pg_trgm } =
    process.env.JEST_WORKER_ID === undefined
      ? await import('@electric-sql/pglite/contrib/pg_trgm')
      : ((await nodeLoad('@electric-sql/pglite/contrib/pg_trgm')) as PgTrgmModule);
  return { pg_trgm };
}

async function nodeLoad(request: string): Promise<unknown> {
  const { Module } = (await import('node:module')) as unknown as { Module: NodeModuleClass };
  const from = process.cwd();
  const parent = new Module(path.join(from, 'index.js'));
  parent.filename = path.join(from, 'index.js');
  parent.paths = Module._nodeModulePaths(from);
  return Module._load(request, parent, false);
}
