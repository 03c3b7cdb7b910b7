import { webmcpFix } from '../fixes/agentFixes'
import { verdict } from './assessments'
import type { CheckModule } from './types'

export const webmcp = {
  id: 'webmcp',
  label: 'Forms that declare WebMCP tools',
  weight: 10,
  group: 'agentReadiness',
  category: 'agent actions',
  recommendation:
    'Declare your forms as WebMCP tools: toolname and tooldescription on the <form>, toolparamdescription on each field.',
  assess: ({ page }) => {
    const forms = page?.webmcpForms ?? []
    if (forms.length === 0)
      return verdict('fail', 'No form of the home page declares a WebMCP tool (toolname).')
    const lacking = forms.flatMap((form) => [
      ...(form.described ? [] : [`${form.toolname || 'a form'} has no tooldescription`]),
      ...(form.paramsDescribed < form.params
        ? [`${form.toolname} describes ${form.paramsDescribed} of its ${form.params} fields`]
        : []),
    ])
    const evidence = `WebMCP tools: ${forms.map((form) => form.toolname || '(unnamed)').join(', ')}.`
    if (lacking.length === 0) return verdict('pass', evidence)
    return {
      ...verdict('warn', `${evidence} ${lacking.join('; ')}.`),
      recommendation: `Describe your WebMCP tools fully: ${lacking.join('; ')} (tooldescription, toolparamdescription).`,
    }
  },
  fix: webmcpFix,
} as const satisfies CheckModule
