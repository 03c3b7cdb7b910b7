import { describe, expect, it } from 'vitest'

import { badInputMessage, INVALID_QUERY, INVALID_TOKEN } from './answerBadQueries'

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
    expect(badInputMessage({ originalError: wrapped(pgError('22021')) })).toBe(INVALID_QUERY)
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
