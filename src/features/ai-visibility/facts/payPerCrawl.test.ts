import { describe, expect, it } from 'vitest'

import type { Fetched } from '../fetch/fetcher'
import { formatUnits, paymentPrice, x402Price } from './payPerCrawl'

const answer = (
  headers: Record<string, string>,
  body = '',
): Extract<Fetched, { kind: 'response' }> => ({
  kind: 'response',
  url: 'https://example.com/',
  finalUrl: 'https://example.com/',
  status: 402,
  headers,
  body: Buffer.from(body),
  truncated: false,
  hops: [],
})

const X402 = {
  x402Version: 1,
  error: 'X-PAYMENT header is required',
  accepts: [
    {
      scheme: 'exact',
      network: 'base',
      maxAmountRequired: '10000',
      asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
      extra: { name: 'USDC', version: '2' },
    },
  ],
}

describe('pay-per-crawl prices', () => {
  it('formats base units exactly', () => {
    expect(formatUnits('10000', 6)).toBe('0.01')
    expect(formatUnits('1500000', 6)).toBe('1.5')
    expect(formatUnits('7', 0)).toBe('7')
    expect(formatUnits('0001', 2)).toBe('0.01')
  })

  it("reads Cloudflare's crawler-price header", () => {
    expect(paymentPrice(answer({ 'crawler-price': 'USD 0.01' }))).toBe('USD 0.01')
  })

  it('reads the first payment option of an x402 body', () => {
    expect(paymentPrice(answer({}, JSON.stringify(X402)))).toBe('0.01 USDC on base')
  })

  it('reads x402 terms from a base64 payment-required header', () => {
    const encoded = Buffer.from(
      JSON.stringify({ x402Version: 2, accepts: [{ amount: '250', asset: 'XYZ' }] }),
    ).toString('base64')
    expect(paymentPrice(answer({ 'payment-required': encoded }))).toBe('250 base units of XYZ')
  })

  it('has no price for a bare 402 or terms it cannot read', () => {
    expect(paymentPrice(answer({}, 'Payment required'))).toBeNull()
    expect(x402Price({ x402Version: 1, accepts: [{ maxAmountRequired: '-1' }] })).toBeNull()
    expect(x402Price({ accepts: [{ maxAmountRequired: '1' }] })).toBeNull()
  })
})
