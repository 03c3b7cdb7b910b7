import { isServerCardSchema, SERVER_CARD_SCHEMA } from '../facts/agent'
import { mcpServerCardFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'
import type { SiteFacts } from '../facts/types'

function assessCard({ agent }: SiteFacts): Assessment {
  const { card: read, mcp } = agent
  if (!read.found) {
    return verdict(
      'fail',
      `No MCP server card: /.well-known/mcp/server-card.json and /.well-known/mcp.json give none (${read.problem}).`,
    )
  }
  const card = read.card
  if (!card) return verdict('fail', `${read.url} is not a JSON object.`)
  const endpoint = card.endpoints[0]
  if (!endpoint || !mcp) {
    return {
      ...verdict('fail', `${read.url} has ${card.problems.join(', ')}.`),
      recommendation: `Complete your MCP server card: it has ${card.problems.join(', ')}.`,
    }
  }
  if (!mcp.ok) {
    const what = mcp.authRequired ? 'asks for authorization' : 'does not answer MCP initialize'
    const evidence = `${read.url} names ${endpoint}, which ${what}: ${mcp.detail}.`
    // The card is there: what is missing is an endpoint that answers, not a card.
    const recommendation = mcp.authRequired
      ? `Let agents initialize ${endpoint} without a token, or describe its authorization (RFC 9728 metadata).`
      : `Make ${endpoint} answer a POSTed MCP initialize, or point the card's streamable-http remote at the endpoint that does.`
    return { ...verdict(mcp.authRequired ? 'warn' : 'fail', evidence), recommendation }
  }
  const found = `${read.url} names ${endpoint}, which answers initialize: ${mcp.detail}.`
  const lacks = [
    ...card.problems,
    !isServerCardSchema(card.schema) &&
      `no $schema of the server-card schema (such as ${SERVER_CARD_SCHEMA})`,
  ].filter((problem): problem is string => typeof problem === 'string')
  if (lacks.length === 0) return verdict('pass', found)
  return {
    ...verdict('warn', `${found} The card has ${lacks.join(', ')}.`),
    recommendation: `Complete your MCP server card: it has ${lacks.join(', ')}.`,
  }
}

export const mcpServerCard = {
  id: 'mcp-server-card',
  label: 'An MCP server card whose endpoint answers',
  weight: 25,
  group: 'agentReadiness',
  category: 'agent actions',
  recommendation:
    'Publish an MCP server card at /.well-known/mcp/server-card.json naming a Streamable HTTP endpoint that answers MCP initialize.',
  assess: assessCard,
  fix: mcpServerCardFix,
} as const satisfies CheckModule
