import type { AgentReadiness } from '../result/types'
import { AGENT_LEVEL_NAMES } from '../scoring/agentLevel'
import { EveryCheck } from './EveryCheck'
import { ScoreBar } from './ScoreBar'

/** Whether AI agents can act on the site: its own score and level, then its checks and fixes. */
export function AgentReadinessSection({ agent }: { agent: AgentReadiness }) {
  const name = AGENT_LEVEL_NAMES[agent.level] ?? AGENT_LEVEL_NAMES[0]
  const intro = (
    <div className="mt-3 flex flex-col gap-3 rounded-2xl border border-ink-200 bg-white p-5 sm:flex-row sm:items-center sm:gap-6">
      <p
        className="shrink-0 text-4xl font-bold tracking-tight text-ink-900"
        aria-label={`Agent readiness ${agent.score} out of 100`}
      >
        {agent.score}
        <span className="text-xl font-semibold text-ink-500">/100</span>
      </p>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">
          Level {agent.level} of 5: {name}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          Whether AI agents can find, call and act on this site: an MCP server, an API catalog, Link
          headers, usage preferences, WebMCP forms and no wall at the edge.
        </p>
        <ScoreBar score={agent.score} className="mt-3 h-2" />
      </div>
    </div>
  )
  return (
    <EveryCheck
      id="agent-readiness-title"
      title="Agent readiness"
      intro={intro}
      checks={agent.checks}
      fixes={agent.fixes}
      showAdvice
    />
  )
}
