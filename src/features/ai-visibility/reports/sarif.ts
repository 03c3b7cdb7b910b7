import type { AiCheckResult } from '../result/types'
import { allChecks, findings, TOOL_NAME, whatToFix } from './findings'

/**
 * SARIF 2.1.0 for code-scanning dashboards: one rule per check of the result, one result per
 * failing (error) or warning (warning) check, located at the checked URL. The fix to paste, when
 * there is one, rides along in the result's properties.
 */
export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
export const SARIF_VERSION = '2.1.0'

type Options = { informationUri?: string; toolVersion?: string }

function location(uri: string) {
  return [{ physicalLocation: { artifactLocation: { uri } } }]
}

export function sarifReport(result: AiCheckResult, options: Options = {}) {
  const rules = allChecks(result).map((check) => ({
    id: check.id,
    name: check.label,
    shortDescription: { text: check.label },
    fullDescription: { text: check.recommendation ?? check.label },
    defaultConfiguration: { level: 'error' as const },
    properties: { weight: check.weight },
  }))
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]))
  const results = findings(result).map(({ check, fixes }) => ({
    ruleId: check.id,
    ruleIndex: ruleIndex.get(check.id)!,
    level: check.status === 'fail' ? ('error' as const) : ('warning' as const),
    message: { text: `${check.label}: ${check.evidence} Fix: ${whatToFix(check)}`.trim() },
    locations: location(result.checkedUrl),
    ...(fixes.length > 0
      ? { properties: { fixes: fixes.map(({ where, snippet }) => ({ where, snippet })) } }
      : {}),
  }))
  return {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [
      {
        tool: tool(options, rules),
        invocations: [{ executionSuccessful: true, endTimeUtc: result.checkedAt }],
        results,
        properties: {
          domain: result.domain,
          aiVisibilityScore: result.aiVisibilityScore,
          ...(result.agentReadiness
            ? {
                agentReadinessScore: result.agentReadiness.score,
                agentReadinessLevel: result.agentReadiness.level,
              }
            : {}),
        },
      },
    ],
  }
}

/** The checker as SARIF's tool: its name, version, home page and rules. */
function tool<Rule>(options: Options, rules: Rule[]) {
  return {
    driver: {
      name: TOOL_NAME,
      version: options.toolVersion ?? '1.0',
      ...(options.informationUri ? { informationUri: options.informationUri } : {}),
      rules,
    },
  }
}

/** A run that could not check the domain: no results, and the reason as a notification. */
export function sarifFailure(domain: string, message: string, options: Options = {}) {
  return {
    $schema: SARIF_SCHEMA,
    version: SARIF_VERSION,
    runs: [
      {
        tool: tool(options, []),
        invocations: [
          {
            executionSuccessful: false,
            toolExecutionNotifications: [{ level: 'error', message: { text: message } }],
          },
        ],
        results: [],
        properties: { domain },
      },
    ],
  }
}
