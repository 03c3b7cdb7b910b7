import { describe, expect, it } from 'vitest'

import { nameRow } from './nameRowsInErrors'

const data = {
  plans: [{ name: 'Core' }, { name: 'Growth' }],
  courseModules: [{ title: 'Prompting' }],
  coachingPackages: [{ name: ' ' }],
}

describe('naming a refused row by its plan', () => {
  it('puts the row name in place of its number', () => {
    expect(nameRow('Monthly plans > Plans 2 > Price', 'plans.1.price', data)).toBe(
      'Monthly plans > Growth > Price',
    )
    expect(nameRow('Coaching > Course modules 1 > Minutes', 'courseModules.0.minutes', data)).toBe(
      'Coaching > Prompting > Minutes',
    )
  })

  it('keeps the label of a row without a name, or of a field outside a list', () => {
    expect(
      nameRow('Coaching > Coaching packages 1 > Price', 'coachingPackages.0.price', data),
    ).toBe('Coaching > Coaching packages 1 > Price')
    expect(nameRow('Monthly plans > Plans 3 > Price', 'plans.2.price', data)).toBe(
      'Monthly plans > Plans 3 > Price',
    )
    expect(nameRow('Structured data > Min', 'servicePriceRanges.aiVisibility.min', data)).toBe(
      'Structured data > Min',
    )
    expect(nameRow('Monthly plans > Plans 2 > Price', 'plans.1.price', undefined)).toBe(
      'Monthly plans > Plans 2 > Price',
    )
  })
})
