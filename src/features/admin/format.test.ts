import { describe, expect, it } from 'vitest'

import { formatMessageDate, formatPostDate } from './format'

describe('dashboard dates', () => {
  it('formats post and message dates as the dashboard shows them', () => {
    const date = new Date(2025, 0, 5, 15, 7).toISOString()
    expect(formatPostDate(date)).toBe('Jan 5, 2025')
    expect(formatMessageDate(date)).toBe('Jan 05, 2025 at 3:07 PM')
  })

  it('shows nothing for a missing or unreadable date', () => {
    expect(formatPostDate('')).toBe('')
    expect(formatPostDate(undefined)).toBe('')
    expect(formatMessageDate('not a date')).toBe('')
  })
})
