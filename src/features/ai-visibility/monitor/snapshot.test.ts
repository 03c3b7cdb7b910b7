import { describe, expect, it } from 'vitest'

import { changesBetween, readSnapshot, type MonitorSnapshot } from './snapshot'

const labels = new Map([
  ['gptbot', 'OpenAI GPTBot may crawl'],
  ['sitemap', 'A sitemap is found'],
])

const base: MonitorSnapshot = {
  score: 90,
  checks: { gptbot: 'pass', sitemap: 'pass' },
  refusedCrawlers: [{ token: 'CCBot', by: 'robots' }],
}

describe('changesBetween', () => {
  it('alerts on a drop of 5 points and lists the checks that changed', () => {
    const changes = changesBetween(
      base,
      { ...base, score: 85, checks: { gptbot: 'pass', sitemap: 'fail' } },
      labels,
    )
    expect(changes).toEqual({
      scoreFrom: 90,
      scoreTo: 85,
      checks: [{ label: 'A sitemap is found', from: 'passed', to: 'failed' }],
      newlyRefused: [],
      alert: true,
    })
  })

  it('does not alert on a drop of 4 points', () => {
    expect(changesBetween(base, { ...base, score: 86 }, labels).alert).toBe(false)
  })

  it('alerts on a crawler refused now, not on one refused before', () => {
    const changes = changesBetween(
      base,
      {
        ...base,
        refusedCrawlers: [
          { token: 'CCBot', by: 'server' },
          { token: 'GPTBot', by: 'server' },
        ],
      },
      labels,
    )
    expect(changes.newlyRefused).toEqual([{ token: 'GPTBot', by: 'server' }])
    expect(changes.alert).toBe(true)
  })

  it('does not alert when the score rises', () => {
    expect(changesBetween(base, { ...base, score: 100 }, labels).alert).toBe(false)
  })
})

describe('readSnapshot', () => {
  it('reads a stored snapshot and refuses another shape', () => {
    expect(readSnapshot({ checks: base.checks, refusedCrawlers: [] }, 90)).toEqual({
      score: 90,
      checks: base.checks,
      refusedCrawlers: [],
    })
    expect(readSnapshot(null, 90)).toBeNull()
    expect(readSnapshot({ checks: base.checks }, 90)).toBeNull()
    expect(readSnapshot({ checks: base.checks, refusedCrawlers: [] }, null)).toBeNull()
  })
})
