import { protectedResourceFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

export const oauthProtectedResource = {
  id: 'oauth-protected-resource',
  label: 'OAuth protected-resource metadata for an MCP endpoint that asks for a token',
  weight: 0,
  group: 'agentReadiness',
  category: 'agent actions',
  recommendation:
    'Publish OAuth protected-resource metadata (RFC 9728) for your MCP endpoint, and name it in its WWW-Authenticate header.',
  assess: ({ agent }) => {
    const { mcp, protectedResource } = agent
    if (!mcp?.authRequired) return verdict('n/a', 'No MCP endpoint asks for authorization.')
    if (!protectedResource?.found) {
      return verdict(
        'fail',
        `${mcp.url} asks for authorization, but no protected-resource metadata answers (${protectedResource?.problem ?? 'none named'}).`,
      )
    }
    if (protectedResource.problems.length > 0) {
      return verdict(
        'warn',
        `${protectedResource.url} has ${protectedResource.problems.join(', ')}.`,
      )
    }
    return verdict('pass', `${mcp.url} names its metadata, ${protectedResource.url}.`)
  },
  fix: protectedResourceFix,
} as const satisfies CheckModule
