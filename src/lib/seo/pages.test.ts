import { describe, expect, it } from 'vitest'

import { PAGE_SEO_DEFAULTS, PAGE_SEO_KEYS, PAGE_SEO_PATHS, fillPlaceholders } from './pages'
import { PUBLIC_ROUTES } from './publicRoutes'

describe('the pages’ default titles and descriptions', () => {
  it('fills each placeholder it knows and leaves the others as written', () => {
    expect(fillPlaceholders('From {plansFrom} a month, {unknown}.', { plansFrom: '£500' })).toBe(
      'From £500 a month, {unknown}.',
    )
    expect(fillPlaceholders('{a}{a}', { a: 1 })).toBe('11')
  })

  it('reads as the pages did before editors could change them', () => {
    expect(fillPlaceholders(PAGE_SEO_DEFAULTS.home.description, { plansFrom: '£500' })).toBe(
      'AI-native websites, apps and bespoke business tools, built fast and made visible to AI assistants. Plans from £500 a month, with a working prototype within 24 hours.',
    )
    expect(
      fillPlaceholders(PAGE_SEO_DEFAULTS.coaching.description, {
        sessionFrom: '£199',
        courseMinutes: 90,
      }),
    ).toBe(
      'One-to-one AI coaching for executives, professionals, entrepreneurs and business owners: 60-minute sessions from £199, a 90-minute self-paced course and a satisfaction refund promise.',
    )
    expect(PAGE_SEO_DEFAULTS.contact.title).toBe('Contact us')
    expect(PAGE_SEO_DEFAULTS.home.title).toBe('Optimize Your Business for AI')
  })

  it('lists every placeholder a description uses, and no other', () => {
    for (const key of PAGE_SEO_KEYS) {
      const page = PAGE_SEO_DEFAULTS[key]
      const used = [...page.description.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()
      const listed = Object.keys('placeholders' in page ? page.placeholders : {}).sort()
      expect([key, ...used]).toEqual([key, ...listed])
    }
  })

  it('covers every public page, each once', () => {
    expect(new Set(PAGE_SEO_PATHS).size).toBe(PAGE_SEO_KEYS.length)
    for (const { path } of PUBLIC_ROUTES) expect(PAGE_SEO_PATHS).toContain(path)
  })
})
