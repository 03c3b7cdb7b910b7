import { toast as sonner } from 'sonner'
import { describe, expect, it, vi } from 'vitest'

import { replacing, toast } from './toast'
import { toasterRequested } from './toasterRequest'

type Shown = { title?: unknown; description?: unknown; type?: string; duration?: number }

describe('toast', () => {
  it('asks for the toaster on the first toast only and hands every toast to sonner', async () => {
    let asked = 0
    const unsubscribe = toasterRequested.subscribe(() => (asked += 1))
    expect(toasterRequested.get()).toBe(false)

    toast.success('Message sent successfully!', { description: "We'll get back to you." })
    toast('Submitting...', { description: 'Adding you to the waitlist', duration: 3000 })
    toast.error('Failed to send message')
    unsubscribe()

    expect(toasterRequested.get()).toBe(true)
    expect(asked).toBe(1)
    await vi.waitFor(() => expect(sonner.getHistory()).toHaveLength(3))
    const shown = sonner.getHistory() as Shown[]
    expect(shown.map(({ title, type }) => [title, type])).toEqual([
      ['Message sent successfully!', 'success'],
      ['Submitting...', undefined],
      ['Failed to send message', 'error'],
    ])
    expect(shown[0]!.description).toBe("We'll get back to you.")
    expect(shown[1]!.duration).toBe(3000)
  })

  it('dismisses the last toast of a series as the next one arrives', async () => {
    // sonner dismisses on the next frame; there are no frames outside a browser.
    vi.stubGlobal('requestAnimationFrame', (next: () => void) => setTimeout(next, 0))
    const before = sonner.getToasts().length
    toast.error('Login failed', replacing('test-login', { description: 'Invalid password' }))
    toast.error('Login failed', replacing('test-login', { description: 'Invalid again' }))
    await vi.waitFor(() => expect(sonner.getToasts()).toHaveLength(before + 1))
    expect(sonner.getToasts().map(({ id }) => id)).toContain('test-login-2')
    expect(sonner.getToasts().map(({ id }) => id)).not.toContain('test-login-1')
    vi.unstubAllGlobals()
  })
})
