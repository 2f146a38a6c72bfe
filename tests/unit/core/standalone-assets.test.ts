import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copyStandaloneAssets, unshippable } from '@/scripts/standalone-assets';

/** The shipped folder (.next/standalone): what goes in, and what a build must never ship. */
describe('the shipped folder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'vert-standalone-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function makeBuild(entries: string[]) {
    const standalone = path.join(root, '.next', 'standalone');
    mkdirSync(standalone, { recursive: true });
    // Next's generated server hands its config over in this variable (scripts/standalone-assets.ts).
    writeFileSync(
      path.join(standalone, 'server.js'),
      'process.env.__NEXT_PRIVATE_STANDALONE_CONFIG',
    );
    mkdirSync(path.join(root, 'scripts'), { recursive: true });
    writeFileSync(path.join(root, 'scripts', 'standalone-server.mjs'), '// ours');
    for (const entry of entries) mkdirSync(path.join(standalone, entry), { recursive: true });
    mkdirSync(path.join(root, '.next', 'static', 'chunks'), { recursive: true });
    writeFileSync(path.join(root, '.next', 'static', 'chunks', 'a.js'), 'chunk');
    mkdirSync(path.join(root, 'public'), { recursive: true });
    writeFileSync(path.join(root, 'public', 'logo.svg'), '<svg/>');
    return standalone;
  }

  it.each([
    [['node_modules', 'provider', '.next'], []],
    [['node_modules', 'data'], ['data']],
    [
      ['test-results', 'tests'],
      ['test-results', 'tests'],
    ],
    [
      ['bench', '.env', '.env.local'],
      ['bench', '.env', '.env.local'],
    ],
    [['secrets.json', 'public'], ['secrets.json']],
  ])('with %j at its top, %j must not ship', (entries, expected) => {
    expect(unshippable(makeBuild(entries)).sort()).toEqual([...expected].sort());
  });

  it('gets the browser files and public/ copied in', () => {
    const standalone = makeBuild(['node_modules']);
    copyStandaloneAssets(root);
    expect(readFileSync(path.join(standalone, '.next', 'static', 'chunks', 'a.js'), 'utf8')).toBe(
      'chunk',
    );
    expect(readFileSync(path.join(standalone, 'public', 'logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it("puts our server.js in front of Next's, renamed next-server.js, once", () => {
    const standalone = makeBuild(['node_modules']);
    copyStandaloneAssets(root);
    copyStandaloneAssets(root); // a second run keeps Next's server, not ours, as next-server.js
    expect(readFileSync(path.join(standalone, 'server.js'), 'utf8')).toBe('// ours');
    expect(readFileSync(path.join(standalone, 'next-server.js'), 'utf8')).toContain(
      '__NEXT_PRIVATE_STANDALONE_CONFIG',
    );
  });

  it('refuses a build that traced a data folder or the tests', () => {
    makeBuild(['test-results']);
    expect(() => copyStandaloneAssets(root)).toThrow(/holds test-results/);
  });

  it('refuses a build without output standalone', () => {
    expect(() => copyStandaloneAssets(root)).toThrow(/server\.js is missing/);
  });
});
