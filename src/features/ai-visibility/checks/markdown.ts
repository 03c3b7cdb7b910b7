import { markdownFix } from '../fixes/pageFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

export const markdown = {
  id: 'markdown',
  label: 'A Markdown version for AI agents',
  weight: 2,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Answer requests with Accept: text/markdown with a Markdown version of each page (Content-Type: text/markdown, Vary: Accept), and link it with <link rel="alternate" type="text/markdown" href="…">.',
  assess: ({ markdown: facts }) => {
    const negotiated = facts.negotiated
      ? 'Accept: text/markdown is answered with Markdown (Vary: Accept)'
      : 'Accept: text/markdown is not answered with Markdown'
    const alternate = facts.alternate
      ? `a Markdown alternate is linked (${facts.alternate})`
      : 'no <link rel="alternate" type="text/markdown"> on the home page'
    const evidence = `${negotiated}; ${alternate}.`
    if (facts.negotiated && facts.alternate) return verdict('pass', evidence)
    if (facts.negotiated) {
      return {
        ...verdict('warn', evidence),
        recommendation:
          'Link your Markdown version from the page: <link rel="alternate" type="text/markdown" href="…">.',
      }
    }
    if (facts.alternate) {
      return {
        ...verdict('warn', evidence),
        recommendation:
          'Answer requests with Accept: text/markdown with the Markdown version you link (Content-Type: text/markdown, Vary: Accept).',
      }
    }
    return verdict('fail', evidence)
  },
  fix: markdownFix,
} as const satisfies CheckModule
