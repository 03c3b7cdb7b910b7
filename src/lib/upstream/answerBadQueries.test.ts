import { describe, expect, it } from 'vitest'

import {
  answerBadQueries,
  badInputMessage,
  INVALID_QUERY,
  INVALID_TOKEN,
  publicClientError,
  UNREADABLE_BODY,
  unreadableBodyMessage,
} from './answerBadQueries'

const pgError = (code: string) => Object.assign(new Error('db'), { code })
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: …'), { cause })

describe('badInputMessage', () => {
  it('names bad values and operators as the client’s mistake', () => {
    for (const code of ['22P02', '22021', '22003', '22007', '42883', '42601']) {
      expect(badInputMessage(wrapped(pgError(code))), code).toBe(INVALID_QUERY)
    }
    expect(
      badInputMessage(new TypeError('adapter.operators[queryOperator] is not a function')),
    ).toBe(INVALID_QUERY)
    // The same failure in the minified production bundle.
    expect(badInputMessage(new TypeError('s.operators[j] is not a function'))).toBe(INVALID_QUERY)
    expect(badInputMessage(new Error('Cannot find field for path at _verificationToken'))).toBe(
      INVALID_TOKEN,
    )
  })

  it('leaves every other failure a server error', () => {
    for (const error of [
      wrapped(pgError('57P01')),
      wrapped(pgError('23505')),
      new TypeError('x is undefined'),
      new Error('boom'),
    ]) {
      expect(badInputMessage(error)).toBeUndefined()
    }
  })
})

/** Payload's error shape, with the class name a minified bundle leaves: none. */
function nameless(message: string, status: number, data?: unknown, isPublic?: boolean) {
  const error = Object.assign(new Error(message), { status, data, isPublic, isOperational: true })
  error.name = ''
  return error
}

describe('publicClientError and the answer it gives', () => {
  const hook = (error: Error, result: unknown) =>
    answerBadQueries({ error, result, context: {}, req: {} } as Parameters<
      typeof answerBadQueries
    >[0])

  it('keeps the message and data of a 4xx error whose class name was minified away', () => {
    const locked = nameless('Too many failed login attempts. Try again in 15 minutes.', 429, {
      retryAfter: 900,
    })
    expect(publicClientError(locked)).toEqual({
      message: locked.message,
      status: 429,
      data: { retryAfter: 900 },
    })
    expect(hook(locked, { errors: [{ message: 'An unknown error occurred.' }] })).toEqual({
      response: { errors: [{ message: locked.message, data: { retryAfter: 900 } }] },
      status: 429,
    })
  })

  it('gives back the field errors a validation failure lost', () => {
    const data = { errors: [{ path: 'to.url', message: 'Enter a path on this site' }] }
    const invalid = nameless('The following field is invalid: Address', 400, data)
    expect(hook(invalid, { errors: [{ message: invalid.message }] })).toEqual({
      response: { errors: [{ message: invalid.message, data }] },
      status: 400,
    })
  })

  it('leaves alone what Payload answered well, server errors and private errors', () => {
    const forbidden = nameless('You are not allowed to perform this action.', 403)
    expect(hook(forbidden, { errors: [{ message: forbidden.message }] })).toBeUndefined()
    expect(publicClientError(nameless('boom', 500))).toBeUndefined()
    expect(publicClientError(nameless('secret', 400, undefined, false))).toBeUndefined()
    expect(publicClientError(new Error('plain'))).toBeUndefined()
  })
})

describe('unreadableBodyMessage', () => {
  const multipart = 'multipart/form-data; boundary=x'
  it('names a multipart body the parser could not read', () => {
    for (const message of [
      'Unexpected end of form',
      'Malformed part header',
      'Malformed content type',
      'Multipart: Boundary not found',
      'Request is not eligible for file upload',
    ]) {
      expect(unreadableBodyMessage(new Error(message), multipart), message).toBe(UNREADABLE_BODY)
    }
    expect(unreadableBodyMessage(new SyntaxError('Unexpected end of JSON input'), multipart)).toBe(
      UNREADABLE_BODY,
    )
  })

  it('leaves other failures and other bodies alone', () => {
    expect(unreadableBodyMessage(new Error('boom'), multipart)).toBeUndefined()
    expect(unreadableBodyMessage(new SyntaxError('x'), 'application/json')).toBeUndefined()
    expect(unreadableBodyMessage(new Error('Unexpected end of form'), null)).toBeUndefined()
  })
})
