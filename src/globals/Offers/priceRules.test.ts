import { describe, expect, it } from 'vitest'

import {
  MAX_WHOLE_NUMBER,
  isWholePounds,
  priceMessage,
  validatePrice,
  validateWholeNumber,
  wholeNumberMessage,
} from './priceRules'

describe('the price rules', () => {
  it('states both bounds of a price', () => {
    expect(priceMessage(1)).toBe(
      'Enter a whole number of pounds from £1 to £1,000,000, without pence.',
    )
    expect(priceMessage(0)).toBe(
      'Enter a whole number of pounds from £0 (a free plan) to £1,000,000, without pence.',
    )
    expect(wholeNumberMessage('hours')).toBe('Enter a whole number of hours from 1 to 1,000,000.')
  })

  it('accepts the bounds and refuses one past them', () => {
    expect(isWholePounds(1, 1)).toBe(true)
    expect(isWholePounds(MAX_WHOLE_NUMBER, 1)).toBe(true)
    expect(isWholePounds(MAX_WHOLE_NUMBER + 1, 1)).toBe(false)
    expect(isWholePounds(0, 0)).toBe(true)
    expect(isWholePounds(-1, 0)).toBe(false)
  })

  it('names the plan in the refusal of its price', () => {
    const validate = validatePrice(1)
    expect(validate(99_999_999_999, { siblingData: { name: 'Growth' } })).toBe(
      'Growth: Enter a whole number of pounds from £1 to £1,000,000, without pence.',
    )
    expect(validate(1100.5, { siblingData: { name: ' Core ' } })).toBe(`Core: ${priceMessage(1)}`)
    expect(validate(0, { siblingData: {} })).toBe(priceMessage(1))
    expect(validate(1100, { siblingData: { name: 'Growth' } })).toBe(true)
  })

  it('lets a free plan through only where the floor is £0', () => {
    expect(validatePrice(0)(0, { siblingData: { name: 'Free' } })).toBe(true)
    expect(validatePrice(1)(0, { siblingData: { name: 'Free' } })).toBe(`Free: ${priceMessage(1)}`)
  })

  it('leaves an optional count empty and names the row of a wrong one', () => {
    const validate = validateWholeNumber('weeks')
    expect(validate(undefined)).toBe(true)
    expect(validate(null)).toBe(true)
    expect(validate(2.5, { siblingData: { name: 'CRM' } })).toBe(
      `CRM: ${wholeNumberMessage('weeks')}`,
    )
    expect(validate(0, { siblingData: { title: 'Prompting' } })).toBe(
      `Prompting: ${wholeNumberMessage('weeks')}`,
    )
  })
})
