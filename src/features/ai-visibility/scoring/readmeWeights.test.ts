import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { CHECK_TABLE } from './score'

/** The checker documentation's table of checks: `| label | \`id\` | weight | fields |` rows, and its total. */
function readmeWeights(): { weights: Map<string, number>; total: number | null } {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../../docs/checker.md'), 'utf8')
  const section = doc.split('\n## ')[0] ?? ''
  const weights = new Map<string, number>()
  let total: number | null = null
  for (const line of section.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    const id = /^`([a-z0-9-]+)`$/.exec(cells[2] ?? '')?.[1]
    if (id) weights.set(id, Number(cells[3]))
    if (cells[1] === '**Total**') total = Number(/\d+/.exec(cells[3] ?? '')?.[0])
  }
  return { weights, total }
}

describe('docs/checker.md weights table', () => {
  it('lists every check of score.ts with the same weight, and the same total', () => {
    const { weights, total } = readmeWeights()
    expect(Object.fromEntries(weights)).toEqual(
      Object.fromEntries(CHECK_TABLE.map((row) => [row.id, row.weight])),
    )
    const sum = CHECK_TABLE.reduce((all, row) => all + row.weight, 0)
    expect(sum).toBe(100)
    expect(total).toBe(sum)
  })
})
