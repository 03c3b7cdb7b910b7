import { describe, expect, it } from 'vitest'

import { addressGroup } from './addressGroup'

describe('addressGroup', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const group = addressGroup('2001:db8:1:2::1')
    expect(group).toBe('2001:db8:1:2::/64')
    expect(addressGroup('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(group)
    expect(addressGroup('2001:0db8:0001:0002:1234:5678:9abc:def0')).toBe(group)
    expect(addressGroup('[2001:db8:1:2::99]')).toBe(group)
  })

  it('keeps neighbouring /64 networks apart', () => {
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'))
  })

  it('keeps IPv4 addresses whole, mapped or not', () => {
    expect(addressGroup('198.51.100.7')).toBe('198.51.100.7')
    expect(addressGroup('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(addressGroup('198.51.100.8')).not.toBe(addressGroup('198.51.100.7'))
  })

  it('leaves what is not an address as it is', () => {
    expect(addressGroup('unknown')).toBe('unknown')
  })
})
