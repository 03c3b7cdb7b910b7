/**
 * npm run check -- example.com [--json] [--fail-under 80] [--allow-host 127.0.0.1]
 *
 * The AI Visibility Checker from the command line, for agencies and CI: the same engine as
 * POST /api/ai-check (the same address guard, redirect checks and 10-second budget), without
 * the app, its database or its cache. Prints the report, or with --json the same
 * `{ success, message, result }` the API answers; exits 1 when the score is under --fail-under
 * and 2 when the domain cannot be checked. --allow-host admits a private host, as
 * AI_CHECK_ALLOWED_HOSTS does for the app (tests, intranets).
 */
import { parseArgs } from 'node:util'

import { runCheck } from '../src/features/ai-visibility/check'
import { CheckError } from '../src/features/ai-visibility/errors'
import { recommendations, scoreBand } from '../src/features/ai-visibility/score'

const STATUS = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', 'n/a': 'N/A ' } as const

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      'fail-under': { type: 'string' },
      'allow-host': { type: 'string', multiple: true, default: [] },
    },
  })
  const domain = positionals[0]
  const threshold = values['fail-under'] === undefined ? null : Number(values['fail-under'])
  if (!domain || (threshold !== null && !Number.isFinite(threshold))) {
    console.error('Usage: npm run check -- example.com [--json] [--fail-under 80]')
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
    if (values.json) console.log(JSON.stringify({ success: false, message }, null, 2))
    else console.error(message)
    return 2
  }
  if (values.json) {
    console.log(
      JSON.stringify({ success: true, message: 'Domain checked successfully', result }, null, 2),
    )
  } else {
    const band = scoreBand(result.aiVisibilityScore)
    console.log(`${result.domain}: ${result.aiVisibilityScore}/100, ${band.label}`)
    console.log(`Checked ${result.checkedUrl} at ${result.checkedAt}\n`)
    for (const check of result.checks) {
      const weight = check.weight === 0 ? 'not scored' : `${check.weight} pts`
      console.log(`${STATUS[check.status]}  ${check.label} (${weight})`)
      console.log(`      ${check.evidence}`)
    }
    const todo = recommendations(result.checks)
    if (todo.length > 0) {
      console.log('\nRecommendations:')
      todo.forEach((item, index) => console.log(`${index + 1}. ${item}`))
    }
  }
  if (threshold !== null && result.aiVisibilityScore < threshold) {
    if (!values.json) console.error(`\nScore ${result.aiVisibilityScore} is under ${threshold}.`)
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
