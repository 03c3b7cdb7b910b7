import { pageBasicsFix } from '../fixes/pageFixes'
import { onPage, verdict } from './assessments'
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
      const missing = [!page.title, !page.canonical, !page.lang].filter(Boolean)
      const found = `Title: ${page.title ? `"${page.title}"` : 'none'}; canonical: ${page.canonical ?? 'none'}; lang: ${page.lang ?? 'none'}.`
      if (!page.title) return verdict('fail', found)
      return verdict(missing.length === 0 ? 'pass' : 'warn', found)
    }),
  fix: pageBasicsFix,
} as const satisfies CheckModule
