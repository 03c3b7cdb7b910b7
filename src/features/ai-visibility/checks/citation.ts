import { citationFix } from '../fixes/fileFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

export const citation = {
  id: 'citation',
  label: 'Citable content: author, dates and questions answered',
  weight: 2,
  group: 'aiVisibility',
  category: 'citation',
  recommendation:
    'Give articles a named author, datePublished and dateModified in JSON-LD, and phrase headings as the questions readers ask, with an FAQPage where you answer them.',
  assess: ({ citation: facts }) => {
    const article = facts.author && (facts.datePublished || facts.dateModified)
    const questions = facts.questionHeadings.length > 0 || facts.faq
    const evidence = [
      facts.author ? `Author: ${facts.author}` : 'No named author in JSON-LD',
      `published ${facts.datePublished ?? 'not given'}, modified ${facts.dateModified ?? 'not given'}`,
      `${facts.questionHeadings.length} question heading${facts.questionHeadings.length === 1 ? '' : 's'}`,
      facts.faq ? 'an FAQ' : 'no FAQ markup',
    ].join('; ')
    if (article && questions) return verdict('pass', `${evidence}.`)
    return verdict(article || questions ? 'warn' : 'fail', `${evidence}.`)
  },
  fix: citationFix,
} as const satisfies CheckModule
