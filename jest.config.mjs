import os from 'node:os';
import nextJest from 'next/jest.js';

// The lockfile made here lacks other platforms' swc binaries; don't let Next try to patch it.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE = '1';

const createJestConfig = nextJest({ dir: './' });

/** Unit, component and handler tests. Browser journeys live in tests/e2e (Playwright). */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  setupFiles: ['<rootDir>/tests/support/env.js'],
  setupFilesAfterEnv: [
    '<rootDir>/tests/support/close-provider.js',
    '<rootDir>/tests/support/database-switch.ts',
  ],
  // With TEST_DATABASE_URL: a migrated template database per run (tests/support/test-database.ts).
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 30000,
  // Two workers at least: Jest's default (cores − 1) is one on a 2-core machine such as CI's, which
  // leaves a core idle while a suite waits on a child process or a database. Every suite's
  // database, data folder and port is its own (tests/support/test-database.ts names them per worker).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
};

/** ESM-only packages Jest must compile (Auth.js and its JOSE/Preact dependencies). */
const esmPackages = [
  '@auth',
  'next-auth',
  'jose',
  'preact',
  'preact-render-to-string',
  'oauth4webapi',
  '@panva',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = [
    `/node_modules/(?!(${esmPackages.join('|')})/)`,
    '^.+\\.module\\.(css|sass|scss)$',
  ];
  return resolved;
}
