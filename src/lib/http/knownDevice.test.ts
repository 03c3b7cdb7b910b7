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
const OWNER = { email: 'owner@example.com', version: 3 }

describe('known-device cookie', () => {
  it('accepts what it signed for the same account and version, in any case', () => {
    const value = signKnownDevice({ email: 'Owner@Example.com', version: 3 }, SECRET, NOW)
    expect(verifyKnownDevice(value, OWNER, SECRET, NOW)).toBe(true)
    expect(
      verifyKnownDevice(value, { email: ' OWNER@example.com ', version: 3 }, SECRET, NOW + 60_000),
    ).toBe(true)
  })

  it('refuses another account, another secret, a changed value and an old cookie', () => {
    const value = signKnownDevice(OWNER, SECRET, NOW)
    expect(verifyKnownDevice(value, { ...OWNER, email: 'other@example.com' }, SECRET, NOW)).toBe(
      false,
    )
    expect(verifyKnownDevice(value, OWNER, 'another-secret', NOW)).toBe(false)
    const [issued, version, mac] = value.split('.')
    const earlier = (parseInt(issued!, 36) - 1).toString(36)
    expect(verifyKnownDevice(`${earlier}.${version}.${mac}`, OWNER, SECRET, NOW)).toBe(false)
    expect(verifyKnownDevice(`${issued}.${version}.${mac}x`, OWNER, SECRET, NOW)).toBe(false)
    const late = NOW + (KNOWN_DEVICE_MAX_AGE_SECONDS + 1) * 1000
    expect(verifyKnownDevice(value, OWNER, SECRET, late)).toBe(false)
  })

  it('is void once the password changed (the version moved on), whatever version it claims', () => {
    const value = signKnownDevice(OWNER, SECRET, NOW)
    const changed = { ...OWNER, version: 4 }
    expect(verifyKnownDevice(value, changed, SECRET, NOW)).toBe(false)
    const [issued, , mac] = value.split('.')
    expect(verifyKnownDevice(`${issued}.4.${mac}`, changed, SECRET, NOW)).toBe(false)
  })

  it('refuses nonsense and the cookies of before versions', () => {
    for (const value of [
      undefined,
      '',
      '.',
      'abc',
      'a.b',
      'a.b.c.d',
      '!!.3.x',
      `${'z'.repeat(20)}.3.x`,
    ]) {
      expect(verifyKnownDevice(value, OWNER, SECRET, NOW)).toBe(false)
    }
  })

  it('is read from a Cookie header among others', () => {
    const value = signKnownDevice(OWNER, SECRET, NOW)
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
