import { describe, expect, it } from 'vitest'

import { normalizeMailbox } from './mailbox'

describe('normalizeMailbox', () => {
  it('counts every spelling of one Gmail inbox as one mailbox', () => {
    const spellings = [
      'victim@gmail.com',
      'Victim@Gmail.com',
      'v.i.c.t.i.m@gmail.com',
      'victim+1@gmail.com',
      'VICTIM+news@GMAIL.COM',
      'vic.tim+x@googlemail.com',
      ' victim@gmail.com. ',
      'victim++@gmail.com',
    ]
    expect(new Set(spellings.map(normalizeMailbox))).toEqual(new Set(['victim@gmail.com']))
  })

  it('keeps the dots of providers that do not ignore them', () => {
    expect(normalizeMailbox('j.doe@example.com')).toBe('j.doe@example.com')
    expect(normalizeMailbox('J.Doe+tag@Example.com')).toBe('j.doe@example.com')
    expect(normalizeMailbox('jdoe@example.com')).not.toBe(normalizeMailbox('j.doe@example.com'))
  })

  it('writes an international domain in ASCII', () => {
    expect(normalizeMailbox('ana@bücher.example')).toBe('ana@xn--bcher-kva.example')
  })

  it('keeps a local part that is all tag or all dots', () => {
    expect(normalizeMailbox('+tag@example.com')).toBe('+tag@example.com')
    expect(normalizeMailbox('...@gmail.com')).toBe('...@gmail.com')
    expect(normalizeMailbox('not-an-address')).toBe('not-an-address')
  })
})
