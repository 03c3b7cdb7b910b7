import { describe, expect, it } from 'vitest'

import { failure } from './failure'
import { IDLE_FORM } from './formState'

describe("a form's failure message", () => {
  const contact = failure('Failed to send message', 'Please try again or email us directly.')

  it("is the form's own words for any failure but a rate limit", () => {
    expect(contact({ ...IDLE_FORM, status: 'failed', message: 'down' })).toEqual({
      title: 'Failed to send message',
      text: 'Please try again or email us directly.',
    })
  })

  it('says when to try again, in place of the text, after too many attempts', () => {
    expect(contact({ ...IDLE_FORM, status: 'failed', rateLimited: { retryAfter: 540 } })).toEqual({
      title: 'Failed to send message',
      text: 'Too many attempts. Please try again in 9 minutes.',
    })
    expect(contact({ ...IDLE_FORM, status: 'failed', rateLimited: {} }).text).toBe(
      'Too many attempts. Please try again later.',
    )
  })
})
