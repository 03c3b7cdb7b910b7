import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const modules = path.resolve(import.meta.dirname, '../../node_modules')
const version = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version

// Published one patch behind; npm overrides make them use the app's single payload and ui copy.
const LAGGING = new Map([
  ['@payloadcms/storage-s3', '3.90.1'],
  ['@payloadcms/plugin-cloud-storage', '3.90.1'],
  ['@payloadcms/plugin-redirects', '3.90.1'],
  ['@payloadcms/plugin-seo', '3.90.1'],
  // The live preview's client hook and its core: no payload dependency to share.
  ['@payloadcms/live-preview-react', '3.90.1'],
  ['@payloadcms/live-preview', '3.90.1'],
])

describe('Payload packages', () => {
  it('are all on 3.90.2, apart from the plugins published only up to 3.90.1', () => {
    const scoped = readdirSync(path.join(modules, '@payloadcms')).map(
      (name) => `@payloadcms/${name}`,
    )
    const found = Object.fromEntries(
      ['payload', ...scoped].map((name) => [name, version(path.join(modules, name))]),
    )
    for (const [name, installed] of Object.entries(found)) {
      expect(`${name}@${installed}`).toBe(`${name}@${LAGGING.get(name) ?? '3.90.2'}`)
    }
  })

  it('keeps one copy of payload and @payloadcms/ui', () => {
    for (const owner of [
      '@payloadcms/storage-s3',
      '@payloadcms/plugin-cloud-storage',
      '@payloadcms/plugin-redirects',
      '@payloadcms/plugin-seo',
      '@payloadcms/plugin-import-export',
    ]) {
      const nested = path.join(modules, owner, 'node_modules')
      for (const name of ['payload', '@payloadcms/ui']) {
        expect(() => readFileSync(path.join(nested, name, 'package.json'))).toThrow()
      }
    }
  })
})
