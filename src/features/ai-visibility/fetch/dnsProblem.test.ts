import { describe, expect, it } from 'vitest'

import { diagnoseDns, dnsMessage } from './dnsProblem'
import { classifyFailure } from './fetcher'

const message = (host: string, temporary = false) => dnsMessage(host, diagnoseDns(host, temporary))

describe('DNS failures', () => {
  it('says a temporary failure may pass', () => {
    expect(message('shop.example.com', true)).toBe(
      'shop.example.com could not be resolved right now: DNS did not answer. Please try again in a minute.',
    )
  })

  it('calls a reserved name reserved even when the resolver did not answer', () => {
    expect(diagnoseDns('shop.invalid', true)).toEqual({ kind: 'reserved', tld: 'invalid' })
  })

  it('says a name with no address records was not found in DNS', () => {
    expect(diagnoseDns('no-such-shop.com', false)).toEqual({ kind: 'not-found', suggestion: null })
    expect(message('no-such-shop.com')).toBe(
      'no-such-shop.com was not found in DNS: the name has no address records. Check that it is spelt as you meant and registered.',
    )
  })

  it('suggests the top-level domain that a misspelt one stands for', () => {
    expect(diagnoseDns('shop.con', false)).toEqual({
      kind: 'typo',
      tld: 'con',
      suggestion: 'shop.com',
    })
    expect(diagnoseDns('www.shop.ogr', false)).toMatchObject({ suggestion: 'www.shop.org' })
    expect(diagnoseDns('shop.couk', false)).toMatchObject({ suggestion: 'shop.co.uk' })
    expect(message('shop.con')).toBe(
      'shop.con was not found in DNS, and .con looks like a typo. Did you mean shop.com?',
    )
  })

  it('treats .cm as real, yet asks whether .com was meant', () => {
    expect(diagnoseDns('shop.cm', false)).toEqual({ kind: 'not-found', suggestion: 'shop.com' })
    expect(message('shop.cm')).toBe(
      'shop.cm was not found in DNS: the name has no address records. Did you mean shop.com?',
    )
  })

  it('calls a top-level domain with a digit or hyphen impossible', () => {
    expect(diagnoseDns('shop.c0', false)).toEqual({ kind: 'typo', tld: 'c0', suggestion: null })
    expect(message('shop.co-uk')).toBe(
      'shop.co-uk was not found in DNS: .co-uk is not a top-level domain. Check the spelling of the domain.',
    )
    expect(diagnoseDns('shop.xn--p1ai', false).kind).toBe('not-found')
  })

  it('spots the missing dot after www', () => {
    expect(diagnoseDns('wwwshop.com', false)).toEqual({
      kind: 'not-found',
      suggestion: 'www.shop.com',
    })
    expect(diagnoseDns('www.shop.com', false).kind).toBe('not-found')
    expect(diagnoseDns('www.shop.com', false)).toMatchObject({ suggestion: null })
  })

  it('says reserved names never resolve', () => {
    expect(message('shop.invalid')).toBe(
      'shop.invalid was not found in DNS: .invalid names are reserved and never resolve on the internet.',
    )
    expect(diagnoseDns('printer.home.arpa', false)).toEqual({ kind: 'reserved', tld: 'home.arpa' })
    expect(diagnoseDns('a.test', false).kind).toBe('reserved')
  })

  it('sorts resolver codes into not found and temporary', () => {
    const signal = new AbortController().signal
    const failure = (code: string) =>
      classifyFailure(Object.assign(new Error('x'), { code }), signal).reason
    expect(['ENOTFOUND', 'EAI_NONAME', 'EAI_NODATA', 'ENODATA'].map(failure)).toEqual([
      'dns',
      'dns',
      'dns',
      'dns',
    ])
    expect(['EAI_AGAIN', 'ESERVFAIL', 'ETIMEOUT'].map(failure)).toEqual([
      'dns-retry',
      'dns-retry',
      'dns-retry',
    ])
    // undici wraps the lookup's error: the code is read through the causes.
    const wrapped = new Error('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo EAI_AGAIN'), { code: 'EAI_AGAIN' }),
    })
    expect(classifyFailure(wrapped, signal).reason).toBe('dns-retry')
  })
})
