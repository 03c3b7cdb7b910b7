import { describe, expect, it } from 'vitest'

import { ForwardingWatch, startupProxyWarning } from './proxyCheck'

describe('ForwardingWatch', () => {
  it('warns once, at the first request the counted address relays with 0 hops', () => {
    const watch = new ForwardingWatch()
    const warning = watch.observe('203.0.113.1', '10.0.0.5', 0)
    expect(warning).toMatch(/TRUSTED_PROXY_HOPS is 0, but 10\.0\.0\.5/)
    expect(warning).toMatch(/at least 1/)
    expect(watch.observe('203.0.113.4', '10.0.0.5', 0)).toBeNull()
    expect(watch.warning).toBe(warning)
  })

  it('stays quiet for clients that connect directly, and with the right hops', () => {
    const watch = new ForwardingWatch()
    for (let n = 1; n <= 10; n += 1) watch.observe(undefined, `198.51.100.${n}`, 0)
    for (let n = 1; n <= 10; n += 1) watch.observe(`203.0.113.${n}`, '10.0.0.5', 1)
    expect(watch.warning).toBeNull()
  })

  it('notices a second proxy in front of a trusted one', () => {
    const watch = new ForwardingWatch()
    watch.observe('203.0.113.1, 172.16.0.9', '10.0.0.5', 1)
    expect(watch.warning).toMatch(/TRUSTED_PROXY_HOPS is 1, but 172\.16\.0\.9.*at least 2/)
  })
})

describe('startupProxyWarning', () => {
  it('warns of 0 hops inside Kubernetes only', () => {
    expect(startupProxyWarning(0, true)).toMatch(/Kubernetes/)
    expect(startupProxyWarning(1, true)).toBeNull()
    expect(startupProxyWarning(0, false)).toBeNull()
  })
})
