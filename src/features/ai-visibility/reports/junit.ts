import type { Fix } from '../fixes/index'
import type { AiCheckResult } from '../result/types'
import type { Check } from '../scoring/score'
import { TOOL_NAME, whatToFix } from './findings'

/**
 * JUnit XML for CI test reports: one test case per check. A failing check is a failure; a
 * warning passes with the warning in its output, because warnings include choices (blocking
 * training crawlers) and half-scored states that --fail-under already weighs; a check that does
 * not apply is skipped.
 */
export function xmlEscape(value: string): string {
  return (
    value
      // Characters XML 1.0 cannot carry at all.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  )
}

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}="${xmlEscape(String(value))}"`)
    .join(' ')

type Suite = { suite: Record<string, string | number>; body: string[] }

function document(...suites: Suite[]): string {
  const total = (key: string) => suites.reduce((sum, entry) => sum + Number(entry.suite[key]), 0)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attributes({ name: TOOL_NAME, tests: total('tests'), failures: total('failures'), errors: total('errors') })}>`,
    ...suites.flatMap((entry) => [
      `  <testsuite ${attributes(entry.suite)}>`,
      ...entry.body,
      '  </testsuite>',
    ]),
    '</testsuites>',
    '',
  ].join('\n')
}

/** One test case per check: passed, skipped (n/a), failed, or passed with a warning. */
function testCases(classname: string, checks: readonly Check[], fixes: readonly Fix[]): string[] {
  return checks.map((check) => {
    const open = `    <testcase ${attributes({ classname, name: `${check.label} [${check.id}]` })}`
    if (check.status === 'pass') return `${open} />`
    if (check.status === 'n/a') {
      return `${open}>\n      <skipped ${attributes({ message: check.evidence })} />\n    </testcase>`
    }
    const paste = fixes
      .filter((fix) => fix.check === check.id)
      .map((fix) => `\n\nPaste into ${fix.where}:\n${fix.snippet}`)
      .join('')
    const detail = xmlEscape(`${check.evidence}\nFix: ${whatToFix(check)}${paste}`)
    if (check.status === 'fail') {
      return `${open}>\n      <failure ${attributes({ type: 'fail', message: check.evidence })}>${detail}</failure>\n    </testcase>`
    }
    return `${open}>\n      <system-out>WARNING: ${detail}</system-out>\n    </testcase>`
  })
}

function suiteOf(
  name: string,
  result: AiCheckResult,
  checks: readonly Check[],
): Record<string, string | number> {
  const count = (status: string) => checks.filter((check) => check.status === status).length
  return {
    name,
    tests: checks.length,
    failures: count('fail'),
    errors: 0,
    skipped: count('n/a'),
    timestamp: result.checkedAt,
  }
}

const propertyLines = (values: Record<string, string | number>) => [
  '    <properties>',
  ...Object.entries(values).map(
    ([name, value]) => `      <property ${attributes({ name, value })} />`,
  ),
  '    </properties>',
]

export function junitReport(result: AiCheckResult): string {
  const classname = `ai-visibility.${result.domain}`
  const fixes = Array.isArray(result.fixes) ? result.fixes : []
  const visibility = { aiVisibilityScore: result.aiVisibilityScore, checkedUrl: result.checkedUrl }
  const suites: Suite[] = [
    {
      suite: suiteOf(
        `AI visibility of ${result.domain}: ${result.aiVisibilityScore}/100`,
        result,
        result.checks,
      ),
      body: [...propertyLines(visibility), ...testCases(classname, result.checks, fixes)],
    },
  ]
  const agent = result.agentReadiness
  if (agent) {
    const values = { agentReadinessScore: agent.score, agentReadinessLevel: agent.level }
    suites.push({
      suite: suiteOf(
        `Agent readiness of ${result.domain}: ${agent.score}/100, level ${agent.level}`,
        result,
        agent.checks,
      ),
      body: [
        ...propertyLines(values),
        ...testCases(`agent-readiness.${result.domain}`, agent.checks, agent.fixes),
      ],
    })
  }
  return document(...suites)
}

/** A run that could not check the domain: one test case in error, with the reason. */
export function junitFailure(domain: string, message: string): string {
  return document({
    suite: { name: `AI visibility of ${domain}`, tests: 1, failures: 0, errors: 1 },
    body: [
      `    <testcase ${attributes({ classname: `ai-visibility.${domain}`, name: 'the domain can be checked' })}>`,
      `      <error ${attributes({ type: 'check_error', message })} />`,
      '    </testcase>',
    ],
  })
}
