import { describe, expect, it } from 'vitest'

import { unfilledPlaceholders } from './placeholders'

describe('unfilledPlaceholders', () => {
  it('accepts text whose placeholders the field fills, and text without any', () => {
    expect(unfilledPlaceholders('From {plansFrom} a month, {plansFrom}.', ['plansFrom'])).toBeNull()
    expect(unfilledPlaceholders('Talk to us', [])).toBeNull()
  })

  it('names a placeholder the field does not fill, and the ones it does', () => {
    expect(unfilledPlaceholders('Plans from {plansFrom}', ['crawlers'])).toBe(
      '{plansFrom} is not filled in here: this field fills {crawlers} only, so it would be published as written.',
    )
    expect(unfilledPlaceholders('{a} and {b} and {a}', ['sessionFrom', 'courseMinutes'])).toBe(
      '{a}, {b} are not filled in here: this field fills {sessionFrom}, {courseMinutes} only, so it would be published as written.',
    )
  })

  it('says so when the field fills none', () => {
    expect(unfilledPlaceholders('From {plansFrom}', [])).toBe(
      '{plansFrom} is not filled in here: this field fills no placeholders, so it would be published as written.',
    )
  })
})
