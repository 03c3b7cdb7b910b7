import { verdict } from './assessments'
import type { CheckModule } from './types'

export const agentCard = {
  id: 'agent-card',
  label: 'An A2A agent card',
  weight: 0,
  group: 'agentReadiness',
  category: 'agent discovery',
  recommendation: 'Complete your A2A agent card: a name and where the agent is reached.',
  assess: ({ agent }) => {
    const card = agent.agentCard
    if (!card.found)
      return verdict(
        'n/a',
        'No A2A agent card (/.well-known/agent-card.json): reported when a site has one.',
      )
    if (card.problems.length > 0)
      return verdict('warn', `${card.url} has ${card.problems.join(', ')}.`)
    return verdict('pass', `${card.url}: "${card.name}".`)
  },
} as const satisfies CheckModule
