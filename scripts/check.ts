/**
 * npm run check -- example.com [--format text|json|sarif|junit] [--fail-under 80] [--allow-host h]
 *
 * The AI Visibility Checker from the command line, for agencies and CI: the same engine as
 * POST /api/ai-check (the same address guard, redirect checks and 10-second budget), without
 * the app, its database or its cache. Prints the report as text (the default); as json, the
 * same `{ success, message, result }` the API answers (--json is short for it); as SARIF 2.1.0
 * for code-scanning dashboards; or as JUnit XML for CI test reports. Exits 1 when the score is
 * under --fail-under and 2 when the domain cannot be checked. --allow-host admits a private
 * host, as AI_CHECK_ALLOWED_HOSTS does for the app (tests, intranets).
 */
import { parseArgs } from 'node:util'

import { runCheck } from '../src/features/ai-visibility/check'
import { CheckError } from '../src/features/ai-visibility/errors'
import { junitFailure, junitReport } from '../src/features/ai-visibility/reports/junit'
import { sarifFailure, sarifReport } from '../src/features/ai-visibility/reports/sarif'
import { textReport } from '../src/features/ai-visibility/reports/text'

const FORMATS = ['text', 'json', 'sarif', 'junit'] as const
type Format = (typeof FORMATS)[number]

const USAGE =
  'Usage: npm run check -- example.com [--format text|json|sarif|junit] [--fail-under 80]'

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      format: { type: 'string' },
      json: { type: 'boolean', default: false },
      'fail-under': { type: 'string' },
      'allow-host': { type: 'string', multiple: true, default: [] },
    },
  })
  const domain = positionals[0]
  const threshold = values['fail-under'] === undefined ? null : Number(values['fail-under'])
  const format = (values.format ?? (values.json ? 'json' : 'text')) as Format
  if (
    !domain ||
    (threshold !== null && !Number.isFinite(threshold)) ||
    !FORMATS.includes(format) ||
    (values.json && values.format !== undefined && values.format !== 'json')
  ) {
    console.error(USAGE)
    return 2
  }
  let result
  try {
    result = await runCheck(domain, {
      allowedHosts: values['allow-host'],
      userAgent: 'AIVisibilityChecker/1.0 (command line)',
    })
  } catch (error) {
    const message =
      error instanceof CheckError ? error.message : 'The check failed: ' + String(error)
    if (format === 'json') console.log(JSON.stringify({ success: false, message }, null, 2))
    else if (format === 'sarif') console.log(JSON.stringify(sarifFailure(domain, message), null, 2))
    else if (format === 'junit') console.log(junitFailure(domain, message))
    if (format !== 'json') console.error(message)
    return 2
  }
  switch (format) {
    case 'json':
      console.log(
        JSON.stringify({ success: true, message: 'Domain checked successfully', result }, null, 2),
      )
      break
    case 'sarif':
      console.log(JSON.stringify(sarifReport(result), null, 2))
      break
    case 'junit':
      console.log(junitReport(result))
      break
    default:
      console.log(textReport(result))
  }
  if (threshold !== null && result.aiVisibilityScore < threshold) {
    if (format !== 'json')
      console.error(`\nScore ${result.aiVisibilityScore} is under ${threshold}.`)
    return 1
  }
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(2)
  },
)
