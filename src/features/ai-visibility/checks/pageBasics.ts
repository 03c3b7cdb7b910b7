import { pageBasicsFix } from '../fixes/pageFixes'
import { listOf, onPage, verdict } from './assessments'
import type { CheckModule } from './types'

export const pageBasics = {
  id: 'page-basics',
  label: 'Title, canonical URL and language',
  weight: 2,
  group: 'aiVisibility',
  category: 'page content',
  recommendation: 'Give the home page a <title>, a canonical link and a lang attribute on <html>.',
  assess: (facts) =>
    onPage(facts, (page) => {
      const missing = [
        !page.title && 'a <title>',
        !page.canonical && 'a canonical link',
        !page.lang && 'a lang attribute on <html>',
      ].filter((part): part is string => Boolean(part))
      const found = `Title: ${page.title ? `"${page.title}"` : 'none'}; canonical: ${page.canonical ?? 'none'}; lang: ${page.lang ?? 'none'}.`
      if (missing.length === 0) return verdict('pass', found)
      const recommendation = `Give the home page ${listOf(missing)}.`
      return { ...verdict(page.title ? 'warn' : 'fail', found), recommendation }
    }),
  fix: pageBasicsFix,
} as const satisfies CheckModule
