import { describe, expect, it } from 'vitest'

import {
  CHECK_TABLE,
  type Check,
  definitionOf,
  makeCheck,
  recommendations,
  scoreBand,
  scoreChecks,
  specRecommendations,
} from './score'

describe('score', () => {
  it('has weights that add up to 100', () => {
    expect(CHECK_TABLE.reduce((sum, row) => sum + row.weight, 0)).toBe(100)
  })

  it('puts the band boundaries at 80 and 50', () => {
    expect(scoreBand(100)).toEqual({ label: 'Excellent AI visibility', congratulate: true })
    expect(scoreBand(80)).toEqual({ label: 'Excellent AI visibility', congratulate: true })
    expect(scoreBand(79)).toEqual({
      label: 'Good AI visibility, with some improvement opportunities',
      congratulate: false,
    })
    expect(scoreBand(50).label).toBe('Good AI visibility, with some improvement opportunities')
    expect(scoreBand(49)).toEqual({
      label: 'Limited AI visibility - review recommendations below',
      congratulate: false,
    })
    expect(scoreBand(0).label).toBe('Limited AI visibility - review recommendations below')
  })

  it('gives half the weight for a warning and skips n/a and advisory checks', () => {
    expect(
      scoreChecks([
        { weight: 15, status: 'pass' },
        { weight: 5, status: 'warn' },
        { weight: 10, status: 'fail' },
      ]),
    ).toBe(58)
    expect(
      scoreChecks([
        { weight: 10, status: 'pass' },
        { weight: 10, status: 'n/a' },
        { weight: 0, status: 'fail' },
      ]),
    ).toBe(100)
    expect(scoreChecks([])).toBe(0)
  })

  it('lists one recommendation per failed check, the spec six first', () => {
    const make = (id: Check['id'], status: Check['status']): Check => {
      const row = CHECK_TABLE.find((entry) => entry.id === id)!
      return {
        id,
        label: row.label,
        weight: row.weight,
        status,
        evidence: '',
        recommendation: status === 'pass' ? null : row.recommendation,
      }
    }
    const list = recommendations([
      make('llms-txt', 'fail'),
      make('meta-tags', 'fail'),
      make('gptbot', 'pass'),
      make('robots-txt', 'fail'),
    ])
    expect(list).toEqual([
      CHECK_TABLE.find((row) => row.id === 'robots-txt')!.recommendation,
      CHECK_TABLE.find((row) => row.id === 'meta-tags')!.recommendation,
      CHECK_TABLE.find((row) => row.id === 'llms-txt')!.recommendation,
    ])
    expect(CHECK_TABLE.slice(0, 6).map((row) => row.id)).toEqual([
      'robots-txt',
      'gptbot',
      'claudebot',
      'perplexitybot',
      'structured-data',
      'meta-tags',
    ])
  })

  it('lists a check’s own advice in place of its general recommendation', () => {
    const refused = makeCheck('server-access', 'fail', 'refused', ['Let A in.', 'Let B in.'])
    const passed = makeCheck('further-pages', 'pass', 'fine', ['never shown'])
    const sitemap = makeCheck('sitemap', 'warn', 'empty')
    expect(recommendations([sitemap, passed, refused])).toEqual([
      'Let A in.',
      'Let B in.',
      CHECK_TABLE.find((row) => row.id === 'sitemap')!.recommendation,
    ])
  })
  it('recommends from the spec fields, except for the checks an answer already carries', () => {
    const result = { allowsGPTBot: false, hasStructuredData: false, hasMetaTags: true }
    expect(specRecommendations(result)).toEqual([
      definitionOf('gptbot').recommendation,
      definitionOf('structured-data').recommendation,
    ])
    expect(specRecommendations(result, new Set(['gptbot']))).toEqual([
      definitionOf('structured-data').recommendation,
    ])
  })
})
