import { pageDirectivesFix } from '../fixes/pageFixes'
import { onPage, verdict } from './assessments'
import type { CheckModule } from './types'

export const pageDirectives = {
  id: 'page-directives',
  label: 'No noindex, nosnippet or noai directives',
  weight: 3,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Remove noindex, nosnippet and noai from meta robots and X-Robots-Tag on pages you want found.',
  assess: (facts) =>
    onPage(facts, ({ directives }) => {
      const evidence =
        directives.sources.join('; ') || 'No meta robots or X-Robots-Tag restrictions.'
      if (directives.noindex) return verdict('fail', evidence)
      if (directives.nosnippet || directives.noai) return verdict('warn', evidence)
      return verdict('pass', evidence)
    }),
  fix: pageDirectivesFix,
} as const satisfies CheckModule
