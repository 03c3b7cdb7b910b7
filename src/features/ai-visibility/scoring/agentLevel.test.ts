import { describe, expect, it } from 'vitest'

import { agentLevel } from './agentLevel'
import { tableOf } from './score'

const SCORED = [
  'mcp-server-card',
  'api-catalog',
  'link-headers',
  'content-usage',
  'webmcp',
  'bot-challenges',
]

const checks = (passing: readonly string[]) =>
  tableOf('agentReadiness').map((row) => ({
    id: row.id,
    weight: row.weight,
    status: passing.includes(row.id) || row.weight === 0 ? ('pass' as const) : ('fail' as const),
  }))

describe('agent readiness', () => {
  it('scores six checks whose weights add up to 100, and reports three', () => {
    const table = tableOf('agentReadiness')
    expect(table.filter((row) => row.weight > 0).map((row) => row.id)).toEqual(SCORED)
    expect(table.reduce((sum, row) => sum + row.weight, 0)).toBe(100)
    expect(table.filter((row) => row.weight === 0).map((row) => row.id)).toEqual([
      'agent-card',
      'oauth-protected-resource',
      'licensing',
    ])
  })

  it('gives each level only with the levels below it', () => {
    expect(agentLevel(checks([]))).toBe(0)
    expect(agentLevel(checks(['bot-challenges']))).toBe(1)
    expect(agentLevel(checks(['link-headers', 'api-catalog', 'content-usage', 'webmcp']))).toBe(0)
    expect(agentLevel(checks(['bot-challenges', 'link-headers', 'api-catalog']))).toBe(2)
    expect(
      agentLevel(
        checks(['bot-challenges', 'link-headers', 'api-catalog', 'content-usage', 'webmcp']),
      ),
    ).toBe(4)
    expect(agentLevel(checks(SCORED))).toBe(5)
  })
})
