import { describe, expect, it } from 'vitest'

import { clientHintsOnlyOnPanel } from './panelClientHints'

describe('clientHintsOnlyOnPanel', () => {
  const payloadRule = {
    source: '/:path*',
    headers: [
      { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
      { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
    ],
  }
  const siteRule = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] }

  it("moves Payload's colour-scheme hints to the panel and leaves the site's own headers", () => {
    expect(clientHintsOnlyOnPanel([siteRule, payloadRule], '/cms')).toEqual([
      siteRule,
      { ...payloadRule, source: '/cms/:path*' },
    ])
  })
})
