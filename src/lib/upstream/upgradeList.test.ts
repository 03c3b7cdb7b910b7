import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The upgrade list of docs/architecture.md ("Upgrading Payload or Next.js") and this folder name
 * the same reaches into the frameworks' internals, and each reach says what guards it.
 */
const root = path.resolve(import.meta.dirname, '../../..')
const folder = 'src/lib/upstream'

const reachFiles = readdirSync(path.join(root, folder))
  .filter((name) => /\.(?:ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => `${folder}/${name}`)
  .sort()

function upgradeSection(): string {
  const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8')
  const start = doc.indexOf('## Upgrading Payload or Next.js')
  expect(start).toBeGreaterThanOrEqual(0)
  const end = doc.indexOf('\n## ', start + 1)
  return doc.slice(start, end < 0 ? undefined : end)
}

/** The list's bullets, each with the paths of this folder it names. */
function bullets(): { text: string; files: string[] }[] {
  const section = upgradeSection()
  const list = section.slice(0, section.indexOf('\n\n', section.indexOf('\n- ')))
  return list
    .split('\n- ')
    .slice(1)
    .map((text) => ({
      text,
      files: [...text.matchAll(/`(src\/lib\/upstream\/[\w.]+)`/g)].map((match) => match[1]!),
    }))
}

/** Test files a reach's header cites after "Guarded by". */
function guardingTests(text: string): string[] {
  const guarded = text.slice(
    text.indexOf('Guarded by'),
    text.indexOf(' Goes ', text.indexOf('Guarded by')),
  )
  return [
    ...guarded.matchAll(/((?:src|tests)\/[\w/.-]+\.(?:test|int\.test|e2e|security)\.ts)/g),
  ].map((match) => match[1]!)
}

describe('the upgrade list', () => {
  it('names each file of src/lib/upstream, and no other', () => {
    const named = bullets().flatMap((bullet) => bullet.files)
    expect([...new Set(named)].sort()).toEqual(reachFiles)
    expect(named.length).toBe(new Set(named).size)
    for (const bullet of bullets()) expect(bullet.files, bullet.text).not.toEqual([])
  })

  it('counts its reaches', () => {
    const count = bullets().length
    expect(upgradeSection()).toContain(`These ${count} reaches`)
  })

  it.each(reachFiles)('%s says what it relies on, its version, its guard and its end', (file) => {
    const source = readFileSync(path.join(root, file), 'utf8').replace(/\n\s*\*\s?/g, ' ')
    for (const phrase of ['Relies on', 'Checked against', 'Guarded by', 'Goes ']) {
      expect(source, `${file}: "${phrase}"`).toContain(phrase)
    }
    const tests = guardingTests(source)
    expect(tests, `${file} names no guarding test file`).not.toEqual([])
    for (const test of tests) expect(existsSync(path.join(root, test)), test).toBe(true)
  })
})
