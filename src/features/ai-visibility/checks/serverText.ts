import type { RenderingFacts } from '../facts/signals'
import { onPage, verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

function assessRendering(rendering: RenderingFacts, truncated: boolean): Assessment {
  const suffix = truncated ? '; only the first 2 MiB of the page was read.' : '.'
  const words = `${rendering.serverWords} words of main content in the server HTML (without navigation, header, footer and scripts)`
  if (rendering.needsJavaScript) {
    return verdict(
      'fail',
      `The page is an app shell: its text appears only once JavaScript runs in a browser, and AI crawlers do not run JavaScript. Only ${words}${suffix}`,
    )
  }
  if (rendering.serverWords >= 150) return verdict('pass', words + suffix)
  // The page needs no JavaScript: its text is short, not hidden, so the advice is to write more.
  const recommendation = `Write more main text on the home page: its ${rendering.serverWords} words are in the server HTML already, but answer engines quote pages that say in a few paragraphs what you do, for whom and where.`
  if (rendering.serverWords >= 40) {
    return { ...verdict('warn', `Only ${words}${suffix}`), recommendation }
  }
  return {
    ...verdict(
      'fail',
      `Only ${words}: without JavaScript there is almost nothing to read${suffix}`,
    ),
    recommendation,
  }
}

export const serverText = {
  id: 'server-text',
  label: 'Main text is in the server-rendered HTML, without JavaScript',
  weight: 5,
  group: 'aiVisibility',
  category: 'page content',
  recommendation:
    'Render your main content on the server: AI crawlers do not run JavaScript, so text added in the browser by JavaScript is invisible to them.',
  assess: (facts) => onPage(facts, (page) => assessRendering(page.rendering, facts.pageTruncated)),
} as const satisfies CheckModule
