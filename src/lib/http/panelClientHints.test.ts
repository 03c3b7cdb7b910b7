import { describe, expect, it } from 'vitest'

import { panelClientHints } from './panelClientHints'

describe('panelClientHints', () => {
  it("asks for the colour scheme on the panel's paths only", () => {
    const rule = panelClientHints('/cms')
    expect(rule.source).toBe('/cms/:path*')
    expect(rule.headers.map((header) => header.key)).toEqual(['Accept-CH', 'Vary', 'Critical-CH'])
    expect(new Set(rule.headers.map((header) => header.value))).toEqual(
      new Set(['Sec-CH-Prefers-Color-Scheme']),
    )
  })
})
