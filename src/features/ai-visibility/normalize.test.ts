import { describe, expect, it } from 'vitest'

import { CheckError } from './errors'
import { toAllowlist } from './guard'
import { normalizeTarget } from './normalize'

const none = toAllowlist([])

function refusal(input: string, allow = none): CheckError {
  try {
    normalizeTarget(input, allow)
  } catch (error) {
    if (error instanceof CheckError) return error
    throw error
  }
  throw new Error(`${input} was accepted`)
}

describe('input normalisation', () => {
  it('accepts a bare domain, trimmed and lowercased', () => {
    expect(normalizeTarget('  Example.COM ', none)).toEqual({
      host: 'example.com',
      port: undefined,
      domain: 'example.com',
    })
  })

  it('takes the host of a URL and ignores the path', () => {
    expect(normalizeTarget('https://www.Example.com/some/page?x=1#y', none).domain).toBe(
      'www.example.com',
    )
    expect(normalizeTarget('http://example.com:443/', none).domain).toBe('example.com')
  })

  it('turns an IDN into punycode', () => {
    expect(normalizeTarget('bücher.example', none).host).toBe('xn--bcher-kva.example')
    expect(normalizeTarget('https://MÜNCHEN.de/', none).host).toBe('xn--mnchen-3ya.de')
  })

  it('accepts host:port only for allowlisted hosts', () => {
    expect(refusal('example.com:8080').status).toBe(400)
    const allow = toAllowlist(['127.0.0.1'])
    expect(normalizeTarget('127.0.0.1:4321', allow)).toEqual({
      host: '127.0.0.1',
      port: 4321,
      domain: '127.0.0.1:4321',
    })
  })

  it('refuses empty, malformed and non-web input', () => {
    expect(refusal('   ').message).toBe('Please enter a domain to check.')
    expect(refusal('not a domain').status).toBe(400)
    expect(refusal('exa_mple.com').status).toBe(400)
    expect(refusal('ftp://example.com').message).toBe(
      'Only http and https addresses can be checked.',
    )
    expect(refusal('https://user:pass@example.com').status).toBe(400)
    expect(refusal('intranet').message).toBe('Please enter a full domain, such as example.com.')
  })

  it('refuses internal literal addresses in any spelling', () => {
    for (const input of [
      '127.0.0.1',
      '10.0.0.1',
      'http://0x7f.1/',
      '2130706433',
      '[::1]',
      '[::ffff:192.168.1.1]',
      '169.254.169.254',
    ]) {
      const error = refusal(input)
      expect(error.status, input).toBe(400)
      expect(error.message, input).toContain('internal address')
    }
  })

  it('accepts a public literal address', () => {
    expect(normalizeTarget('93.184.216.34', none).host).toBe('93.184.216.34')
  })
})
