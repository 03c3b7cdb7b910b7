import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { keepOneLocation } from './singleLocation'

const response = () => new ServerResponse(new IncomingMessage(new Socket()))

describe('keepOneLocation', () => {
  keepOneLocation()

  it('drops a Location appended with the value already set', () => {
    const res = response()
    res.setHeader('location', '/blog/new')
    res.appendHeader('location', '/blog/new')
    expect(res.getHeader('location')).toBe('/blog/new')
  })

  it('appends every other header as before, and a Location that differs', () => {
    const res = response()
    res.setHeader('set-cookie', 'a=1')
    res.appendHeader('set-cookie', 'a=1')
    expect(res.getHeader('set-cookie')).toEqual(['a=1', 'a=1'])
    res.appendHeader('location', '/one')
    res.appendHeader('location', '/two')
    expect(res.getHeader('location')).toEqual(['/one', '/two'])
  })
})
