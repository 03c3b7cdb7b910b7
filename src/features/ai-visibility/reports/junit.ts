import type { AiCheckResult } from '../check'
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

function document(suite: Record<string, string | number>, body: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attributes({ name: TOOL_NAME, tests: suite.tests!, failures: suite.failures!, errors: suite.errors! })}>`,
    `  <testsuite ${attributes(suite)}>`,
    ...body,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

export function junitReport(result: AiCheckResult): string {
  const classname = `ai-visibility.${result.domain}`
  const fixes = Array.isArray(result.fixes) ? result.fixes : []
  const cases = result.checks.map((check) => {
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
  const count = (status: string) => result.checks.filter((check) => check.status === status).length
  return document(
    {
      name: `AI visibility of ${result.domain}: ${result.aiVisibilityScore}/100`,
      tests: result.checks.length,
      failures: count('fail'),
      errors: 0,
      skipped: count('n/a'),
      timestamp: result.checkedAt,
    },
    [
      '    <properties>',
      `      <property ${attributes({ name: 'aiVisibilityScore', value: result.aiVisibilityScore })} />`,
      `      <property ${attributes({ name: 'checkedUrl', value: result.checkedUrl })} />`,
      '    </properties>',
      ...cases,
    ],
  )
}

/** A run that could not check the domain: one test case in error, with the reason. */
export function junitFailure(domain: string, message: string): string {
  return document({ name: `AI visibility of ${domain}`, tests: 1, failures: 0, errors: 1 }, [
    `    <testcase ${attributes({ classname: `ai-visibility.${domain}`, name: 'the domain can be checked' })}>`,
    `      <error ${attributes({ type: 'check_error', message })} />`,
    '    </testcase>',
  ])
}
