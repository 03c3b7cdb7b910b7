import { describe, expect, it } from 'vitest'

import { png } from '../../tests/support/png'

import { assertSafeImage, MARKUP_IN_IMAGE, TOO_MANY_PIXELS, UNREADABLE_IMAGE } from './imageSafety'

describe('assertSafeImage', () => {
  it('accepts an ordinary image', async () => {
    await expect(assertSafeImage(png(64, 32), 'image/png')).resolves.toBeUndefined()
  })

  it('refuses a few bytes that declare 50000 × 50000 pixels, without decoding them', async () => {
    const bomb = png(50_000, 50_000, { rows: 1 })
    expect(bomb.byteLength).toBeLessThan(2_000)
    const before = process.memoryUsage().rss
    await expect(assertSafeImage(bomb, 'image/png')).rejects.toMatchObject({
      status: 400,
      message: TOO_MANY_PIXELS,
    })
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024)
  })

  it('refuses a PNG that is also an HTML page', async () => {
    for (const hostile of [
      png(8, 8, { text: '<html><script>alert(1)</script></html>' }),
      png(8, 8, { trailer: '<!DOCTYPE html><body onload=alert(1)>' }),
      png(8, 8, { trailer: '<svg/onload=alert(1)>' }),
    ]) {
      await expect(assertSafeImage(hostile, 'image/png')).rejects.toMatchObject({
        message: MARKUP_IN_IMAGE,
      })
    }
  })

  it('refuses a file whose header cannot be read', async () => {
    const broken = png(8, 8).subarray(0, 20)
    await expect(assertSafeImage(broken, 'image/png')).rejects.toMatchObject({
      message: UNREADABLE_IMAGE,
    })
  })
})
