import { describe, expect, it } from 'vitest'

import { crawlerRow, sampleResult } from '../result/result.fixtures'
import { junitFailure, junitReport, xmlEscape } from './junit'
import { textReport } from './text'

/** The attributes of each element named `tag`, in document order. */
function elements(xml: string, tag: string): Record<string, string>[] {
  return [...xml.matchAll(new RegExp(`<${tag}( [^>]*?)?/?>`, 'g'))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((attr) => [attr[1]!, attr[2]!]),
    ),
  )
}

describe('JUnit report', () => {
  const result = sampleResult(
    { gptbot: 'fail', 'social-cards': 'warn' },
    { crawlers: [crawlerRow('GPTBot', { verdict: 'disallowed' })] },
  )
  const xml = junitReport(result)

  it('has one test case per check and counts failures and skips', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ')).toBe(true)
    expect(elements(xml, 'testcase')).toHaveLength(result.checks.length)
    expect(elements(xml, 'testsuite')[0]).toMatchObject({
      tests: String(result.checks.length),
      failures: '1',
      errors: '0',
      skipped: '1',
      timestamp: '2026-01-02T03:04:05.000Z',
    })
  })

  it('fails a failing check with what to fix and the fix to paste', () => {
    const failures = elements(xml, 'failure')
    expect(failures).toEqual([
      { type: 'fail', message: 'Evidence of gptbot &lt;fail&gt; &amp; &quot;more&quot;.' },
    ])
    expect(xml).toContain(
      'Fix: Allow OpenAI GPTBot in robots.txt so ChatGPT can learn about your business.\n\nPaste into robots.txt:\nUser-agent: GPTBot\nAllow: /\nDisallow: /checkout</failure>',
    )
  })

  it('passes a warning with the warning in its output, and skips what does not apply', () => {
    expect(xml).toMatch(
      /name="OpenGraph and Twitter cards \[social-cards\]">\n {6}<system-out>WARNING: /,
    )
    expect(xml).toMatch(/\[usage-signals\]">\n {6}<skipped message="Evidence of usage-signals/)
  })

  it('escapes what XML cannot carry as it is', () => {
    expect(xmlEscape('a<b>&"c\'\u0001')).toBe('a&lt;b&gt;&amp;&quot;c&apos;')
    expect(xml).not.toContain('<fail>')
  })

  it('reports a domain that cannot be checked as one test case in error', () => {
    const failed = junitFailure('shop.con', 'shop.con was not found in DNS & "so".')
    expect(elements(failed, 'testsuite')[0]).toMatchObject({ tests: '1', errors: '1' })
    expect(elements(failed, 'error')).toEqual([
      { type: 'check_error', message: 'shop.con was not found in DNS &amp; &quot;so&quot;.' },
    ])
  })
})

describe('text report', () => {
  it('prints the score, every check and the recommendations', () => {
    const text = textReport(sampleResult({ gptbot: 'fail' }))
    expect(text.split('\n').slice(0, 4)).toEqual([
      'shop.example: 100/100, Excellent AI visibility',
      'Checked https://shop.example/ at 2026-01-02T03:04:05.000Z',
      '',
      'PASS  robots.txt is accessible (10 pts)',
    ])
    expect(text).toContain('FAIL  OpenAI GPTBot may crawl and fetch the home page (11 pts)')
    expect(text).toContain(
      'Recommendations:\n1. Allow OpenAI GPTBot in robots.txt so ChatGPT can learn about your business.',
    )
  })
})
