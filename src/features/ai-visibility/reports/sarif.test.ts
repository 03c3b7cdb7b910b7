import { describe, expect, it } from 'vitest'

import { crawlerRow, sampleResult } from '../result/result.fixtures'
import { SARIF_SCHEMA, sarifFailure, sarifReport } from './sarif'

describe('SARIF report', () => {
  const result = sampleResult(
    { gptbot: 'fail', 'social-cards': 'warn', 'llms-txt': 'pass' },
    { crawlers: [crawlerRow('GPTBot', { verdict: 'disallowed' })] },
  )
  const sarif = sarifReport(result, { informationUri: 'https://agency.example/ai-checker' })
  const [run] = sarif.runs

  it('has the SARIF 2.1.0 essentials', () => {
    expect(sarif.version).toBe('2.1.0')
    expect(sarif.$schema).toBe(SARIF_SCHEMA)
    expect(sarif.runs).toHaveLength(1)
    expect(run!.tool.driver.name).toBe('AI Visibility Checker')
    expect(run!.tool.driver).toMatchObject({ informationUri: 'https://agency.example/ai-checker' })
    // Plain JSON: it survives a round trip unchanged.
    expect(JSON.parse(JSON.stringify(sarif))).toEqual(sarif)
  })

  it('lists a rule for every check, each with an id and a description', () => {
    const rules = run!.tool.driver.rules
    expect(rules.map((rule) => rule.id)).toEqual(result.checks.map((check) => check.id))
    for (const rule of rules) {
      expect(rule.shortDescription.text.length).toBeGreaterThan(0)
      expect(rule.fullDescription.text.length).toBeGreaterThan(0)
    }
  })

  it('reports one result per failing or warning check, at the checked URL', () => {
    expect(run!.results.map((entry) => [entry.ruleId, entry.level])).toEqual([
      ['gptbot', 'error'],
      ['social-cards', 'warning'],
    ])
    const rules = run!.tool.driver.rules
    for (const entry of run!.results) {
      expect(rules[entry.ruleIndex]!.id).toBe(entry.ruleId)
      expect(entry.locations).toEqual([
        { physicalLocation: { artifactLocation: { uri: 'https://shop.example/' } } },
      ])
    }
  })

  it('says in the message what to fix, and carries the fix to paste', () => {
    const gptbot = run!.results[0]!
    expect(gptbot.message.text).toBe(
      'OpenAI GPTBot may crawl and fetch the home page: Evidence of gptbot <fail> & "more". Fix: Allow OpenAI GPTBot in robots.txt so ChatGPT can learn about your business.',
    )
    expect(gptbot.properties?.fixes).toEqual([
      { where: 'robots.txt', snippet: 'User-agent: GPTBot\nAllow: /\nDisallow: /checkout' },
    ])
  })

  it('reports a domain that cannot be checked as an unsuccessful run', () => {
    const failed = sarifFailure('shop.con', 'shop.con was not found in DNS.')
    expect(failed.version).toBe('2.1.0')
    expect(failed.runs[0]!.results).toEqual([])
    expect(failed.runs[0]!.invocations[0]).toEqual({
      executionSuccessful: false,
      toolExecutionNotifications: [
        { level: 'error', message: { text: 'shop.con was not found in DNS.' } },
      ],
    })
  })
})
