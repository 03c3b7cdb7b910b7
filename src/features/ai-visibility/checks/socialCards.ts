import { socialCardsFix } from '../fixes/pageFixes'
import { onPage, verdict } from './assessments'
import type { CheckModule } from './types'

export const socialCards = {
  id: 'social-cards',
  label: 'OpenGraph and Twitter cards',
  weight: 1,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Complete the OpenGraph tags (og:title, og:description, og:image, og:type, og:url) and add twitter:card.',
  assess: (facts) =>
    onPage(facts, ({ social }) => {
      const { missing, openGraph, twitter } = social
      if (missing.length === 0)
        return verdict('pass', 'OpenGraph and Twitter card tags are complete.')
      const none = Object.keys(openGraph).length === 0 && Object.keys(twitter).length === 0
      return {
        ...verdict(none ? 'fail' : 'warn', `Missing: ${missing.join(', ')}.`),
        recommendation: `Add the missing social card tags: ${missing.join(', ')}.`,
      }
    }),
  fix: socialCardsFix,
} as const satisfies CheckModule
