import { metaTagsFix } from '../fixes/pageFixes'
import { onPage, verdict } from './assessments'
import type { CheckModule } from './types'

export const metaTags = {
  id: 'meta-tags',
  label: 'Meta description',
  weight: 8,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Add a meta description to your home page that says what you do in one or two sentences.',
  assess: (facts) =>
    onPage(facts, (page) => {
      if (page.metaDescription) {
        return verdict('pass', `Meta description: "${page.metaDescription}"`)
      }
      if (page.social.openGraph['og:description']) {
        return verdict('warn', 'No meta description; only og:description is present.')
      }
      return verdict('fail', 'No <meta name="description"> on the home page.')
    }),
  fix: metaTagsFix,
} as const satisfies CheckModule
