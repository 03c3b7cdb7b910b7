import type { SiteFacts } from '../facts/types'
import { webmcpFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { Assessment, CheckModule } from './types'

/** The path a page's address is shown by in the evidence ("/contact"), or the address itself. */
function pathOf(url: string): string {
  try {
    return new URL(url).pathname || '/'
  } catch {
    return url
  }
}

/**
 * Forms that declare WebMCP tools in the server HTML of the home page and of the further pages
 * the check read (a site's forms most often live on its contact page, not its home page).
 */
function assessWebMcp(facts: SiteFacts): Assessment {
  const pages = [
    { url: facts.checkedUrl, forms: facts.page?.webmcpForms ?? [] },
    ...facts.webmcpPages,
  ].filter((page) => page.forms.length > 0)
  const forms = pages.flatMap((page) => page.forms.map((form) => ({ ...form, url: page.url })))
  if (forms.length === 0) {
    const read = facts.pages.reports.length
    return verdict(
      'fail',
      read > 0
        ? `No form of the home page or of the ${read} further pages read declares a WebMCP tool (toolname).`
        : 'No form of the home page declares a WebMCP tool (toolname).',
    )
  }
  const lacking = forms.flatMap((form) => [
    ...(form.described ? [] : [`${form.toolname || 'a form'} has no tooldescription`]),
    ...(form.paramsDescribed < form.params
      ? [`${form.toolname} describes ${form.paramsDescribed} of its ${form.params} fields`]
      : []),
  ])
  const named = forms.map((form) => `${form.toolname || '(unnamed)'} (${pathOf(form.url)})`)
  const evidence = `WebMCP tools: ${named.join(', ')}.`
  if (lacking.length === 0) return verdict('pass', evidence)
  return {
    ...verdict('warn', `${evidence} ${lacking.join('; ')}.`),
    recommendation: `Describe your WebMCP tools fully: ${lacking.join('; ')} (tooldescription, toolparamdescription).`,
  }
}

export const webmcp = {
  id: 'webmcp',
  label: 'Forms that declare WebMCP tools',
  weight: 10,
  group: 'agentReadiness',
  category: 'agent actions',
  recommendation:
    'Declare your forms as WebMCP tools: toolname and tooldescription on the <form>, toolparamdescription on each field.',
  assess: assessWebMcp,
  fix: webmcpFix,
} as const satisfies CheckModule
