import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    // Browser-side code never imports server or provider code (secrets, database).
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '@/provider/*', '**/server/*', '**/provider/*'],
              message: 'Browser code must not import server/ or provider/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys take `test` from their shared fixture: it fails a test on console errors and CSP
    // violations.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test'." }] },
      ],
    },
  },
  {
    files: ['tests/**/*.js', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
