import path from 'node:path'

import { defineConfig } from 'vitest/config'

const src = path.resolve(import.meta.dirname, 'src')

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(src, 'payload.config.ts') },
      { find: /^@\//, replacement: `${src}/` },
      {
        find: 'server-only',
        replacement: path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
      },
    ],
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/int/**/*.int.test.ts', 'tests/security/**/*.test.ts'],
    globalSetup: ['tests/support/vitest.globalSetup.ts'],
    // Integration tests share one database: files run one after another.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
