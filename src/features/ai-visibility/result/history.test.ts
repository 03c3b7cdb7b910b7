import { describe, expect, it } from 'vitest'

import { changesBetween } from './history'

describe('changesBetween', () => {
  it('lists only the checks whose status differs, in the current order', () => {
    expect(
      changesBetween(
        [
          { id: 'robots-txt', status: 'pass' },
          { id: 'gptbot', status: 'pass' },
          { id: 'llms-txt', status: 'fail' },
        ],
        [
          { id: 'llms-txt', status: 'pass' },
          { id: 'robots-txt', status: 'pass' },
          { id: 'gptbot', status: 'fail' },
        ],
      ),
    ).toEqual([
      { check: 'llms-txt', from: 'fail', to: 'pass' },
      { check: 'gptbot', from: 'pass', to: 'fail' },
    ])
  })

  it('leaves out checks that only one result has', () => {
    expect(
      changesBetween([{ id: 'robots-txt', status: 'fail' }], [{ id: 'markdown', status: 'warn' }]),
    ).toEqual([])
  })

  it('answers no changes when a result has no checks', () => {
    expect(changesBetween(undefined, [{ id: 'gptbot', status: 'fail' }])).toEqual([])
  })
})
