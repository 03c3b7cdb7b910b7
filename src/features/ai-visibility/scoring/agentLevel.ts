import type { Check } from './score'

/**
 * Agent readiness as a level, 0 to 5, each level holding those below it: 1 agents can read the
 * site (no challenge at the edge), 2 they are pointed at its machine-readable versions (Link
 * headers), 3 it describes its API and its usage terms (an API catalog and Content-Usage),
 * 4 they can act on it (an MCP server that answers, or WebMCP forms), 5 every scored check
 * passes.
 */
const LEVELS: ((passed: (id: string) => boolean, all: boolean) => boolean)[] = [
  (passed) => passed('bot-challenges'),
  (passed) => passed('link-headers'),
  (passed) => passed('api-catalog') && passed('content-usage'),
  (passed) => passed('mcp-server-card') || passed('webmcp'),
  (_, all) => all,
]

export const AGENT_LEVEL_NAMES = [
  'Not ready for agents',
  'Readable by agents',
  'Discoverable by agents',
  'Described for agents',
  'Actionable by agents',
  'Agent-ready',
] as const

export function agentLevel(checks: readonly Pick<Check, 'id' | 'status' | 'weight'>[]): number {
  const passed = (id: string) => checks.some((check) => check.id === id && check.status === 'pass')
  const all = checks.every((check) => check.weight === 0 || check.status === 'pass')
  const reached = LEVELS.findIndex((level) => !level(passed, all))
  return reached === -1 ? LEVELS.length : reached
}
