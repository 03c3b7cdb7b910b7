import { vi } from 'vitest'

/**
 * Waits until the clock has moved past a stored timestamp, so that the next row written gets a
 * later one: lists ordered by creation time then have one right order.
 */
export async function pastTimestamp(stored: string | Date): Promise<void> {
  const written = new Date(stored).getTime()
  await vi.waitFor(
    () => {
      if (Date.now() <= written) throw new Error(`the clock is still at ${written}`)
    },
    { interval: 1 },
  )
}
