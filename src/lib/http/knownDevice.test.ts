import { describe, expect, it } from 'vitest'

import {
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  knownDeviceFromCookies,
  knownDeviceSetCookie,
  signKnownDevice,
  verifyKnownDevice,
} from './knownDevice'

const SECRET = 'a-test-secret-of-some-length'
const NOW = Date.UTC(2026, 10, 27, 9, 0, 0)

describe('known-device cookie', () => {
  it('accepts what it signed for the same account, in any case', () => {
    const value = signKnownDevice('Owner@Example.com', SECRET, NOW)
    expect(verifyKnownDevice(value, 'owner@example.com', SECRET, NOW)).toBe(true)
    expect(verifyKnownDevice(value, ' OWNER@example.com ', SECRET, NOW + 60_000)).toBe(true)
  })

  it('refuses another account, another secret, a changed value and an old cookie', () => {
    const value = signKnownDevice('owner@example.com', SECRET, NOW)
    expect(verifyKnownDevice(value, 'other@example.com', SECRET, NOW)).toBe(false)
    expect(verifyKnownDevice(value, 'owner@example.com', 'another-secret', NOW)).toBe(false)
    const [issued, mac] = value.split('.')
    const earlier = (parseInt(issued!, 36) - 1).toString(36)
    expect(verifyKnownDevice(`${earlier}.${mac}`, 'owner@example.com', SECRET, NOW)).toBe(false)
    expect(verifyKnownDevice(`${issued}.${mac}x`, 'owner@example.com', SECRET, NOW)).toBe(false)
    const late = NOW + (KNOWN_DEVICE_MAX_AGE_SECONDS + 1) * 1000
    expect(verifyKnownDevice(value, 'owner@example.com', SECRET, late)).toBe(false)
  })

  it('refuses nonsense', () => {
    for (const value of [undefined, '', '.', 'abc', 'a.b.c', '!!.x', `${'z'.repeat(20)}.x`]) {
      expect(verifyKnownDevice(value, 'owner@example.com', SECRET, NOW)).toBe(false)
    }
  })

  it('is read from a Cookie header among others', () => {
    const value = signKnownDevice('owner@example.com', SECRET, NOW)
    expect(knownDeviceFromCookies(`a=1; agency-known-device=${value}; b=2`)).toBe(value)
    expect(knownDeviceFromCookies('a=1')).toBeUndefined()
    expect(knownDeviceFromCookies(null)).toBeUndefined()
  })

  it('is set HttpOnly, SameSite=Strict and long-lived, Secure on https', () => {
    expect(knownDeviceSetCookie('v', true)).toBe(
      `agency-known-device=v; Path=/api; Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict; Secure`,
    )
    expect(knownDeviceSetCookie('v', false)).not.toMatch(/Secure/)
  })
})
