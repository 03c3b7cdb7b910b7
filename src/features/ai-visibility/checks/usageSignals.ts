import { verdict } from './assessments'
import type { CheckModule } from './types'

export const usageSignals = {
  id: 'usage-signals',
  label: 'Content-Signal and Content-Usage lines',
  weight: 0,
  group: 'aiVisibility',
  category: 'usage and licensing',
  recommendation:
    'Check that your Content-Signal or Content-Usage lines say what you intend about AI use.',
  assess: ({ robots }) =>
    robots.usageSignals.length > 0
      ? verdict('pass', robots.usageSignals.join('; '))
      : verdict('n/a', 'robots.txt has no Content-Signal or Content-Usage lines.'),
} as const satisfies CheckModule
