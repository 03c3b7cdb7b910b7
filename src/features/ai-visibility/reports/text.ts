import type { AgentReadiness, AiCheckResult } from '../result/types'
import { AGENT_LEVEL_NAMES } from '../scoring/agentLevel'
import { recommendations, scoreBand } from '../scoring/score'

const STATUS = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', 'n/a': 'N/A ' } as const

/** The agent-readiness part: its score and level, each check, what to do. */
function agentLines(agent: AgentReadiness): string[] {
  const name = AGENT_LEVEL_NAMES[agent.level] ?? AGENT_LEVEL_NAMES[0]
  const lines = [`Agent readiness: ${agent.score}/100, level ${agent.level} of 5 (${name})`, '']
  for (const check of agent.checks) {
    const weight = check.weight === 0 ? 'not scored' : `${check.weight} pts`
    lines.push(`${STATUS[check.status]}  ${check.label} (${weight})`)
    lines.push(`      ${check.evidence}`)
  }
  const todo = recommendations(agent.checks)
  if (todo.length > 0) {
    lines.push('', 'For agents:')
    todo.forEach((item, index) => lines.push(`${index + 1}. ${item}`))
  }
  return lines
}

/** The command line's plain report: the score, every check with its evidence, what to do. */
export function textReport(result: AiCheckResult): string {
  const band = scoreBand(result.aiVisibilityScore)
  const lines = [
    `${result.domain}: ${result.aiVisibilityScore}/100, ${band.label}`,
    `Checked ${result.checkedUrl} at ${result.checkedAt}`,
    '',
  ]
  for (const check of result.checks) {
    const weight = check.weight === 0 ? 'not scored' : `${check.weight} pts`
    lines.push(`${STATUS[check.status]}  ${check.label} (${weight})`)
    lines.push(`      ${check.evidence}`)
  }
  const todo = recommendations(result.checks)
  if (todo.length > 0) {
    lines.push('', 'Recommendations:')
    todo.forEach((item, index) => lines.push(`${index + 1}. ${item}`))
  }
  if (result.agentReadiness) lines.push('', ...agentLines(result.agentReadiness))
  return lines.join('\n')
}
