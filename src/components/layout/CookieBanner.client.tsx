'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import { Button } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/icons'

export const COOKIE_CONSENT_KEY = 'cookiesAccepted'
/** The banner appears 1000 ms after load. */
const DELAY_MS = 1000
/** The gap kept between the banner and what sits under or over it at the bottom of the screen. */
const GAP_PX = 12
/** A bar fixed to the bottom of the screen that the banner must sit above (the draft preview bar). */
const BOTTOM_BAR_SELECTOR = '[data-bottom-bar]'
/**
 * The space the banner takes at the bottom of the screen, set on the root element while it shows:
 * the toaster lifts its toasts above it, and the page makes room for it (globals.css).
 */
const BANNER_SPACE_VAR = '--cookie-banner-space'
/** On the root element while the banner shows: the page ends below it (globals.css). */
const BANNER_SHOWN_ATTRIBUTE = 'data-cookie-banner'

/**
 * Keeps the shown banner clear of the other things at the bottom of the screen: it sits above a
 * bottom bar, and says how much room it takes so that toasts are laid above it, never under it,
 * and so that the page ends below it, where the footer's last line and whatever keyboard focus
 * reaches stay in view above it. A dialog is drawn above it (the banner's layer is under the
 * dialogs').
 */
function useBottomStacking(visible: boolean) {
  const banner = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = banner.current
    if (!visible || !element) return
    const root = document.documentElement
    const place = () => {
      const bar = document.querySelector<HTMLElement>(BOTTOM_BAR_SELECTOR)
      const below = bar ? bar.getBoundingClientRect().height : 0
      element.style.bottom = below ? `${below + GAP_PX}px` : ''
      const top = element.getBoundingClientRect().top
      root.style.setProperty(BANNER_SPACE_VAR, `${Math.max(0, window.innerHeight - top)}px`)
    }
    place()
    root.setAttribute(BANNER_SHOWN_ATTRIBUTE, '')
    const observer = new ResizeObserver(place)
    observer.observe(element)
    const bar = document.querySelector(BOTTOM_BAR_SELECTOR)
    if (bar) observer.observe(bar)
    window.addEventListener('resize', place)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
      root.style.removeProperty(BANNER_SPACE_VAR)
      root.removeAttribute(BANNER_SHOWN_ATTRIBUTE)
    }
  }, [visible])
  return banner
}

/**
 * A page shown inside another: /cms's live preview is the only frame the site allows (public
 * pages refuse every frame), and the editor there previews the article, not the consent.
 * Comparing the two windows is allowed across origins, so it never throws.
 */
const isFramed = () => window.self !== window.top

/**
 * Cookie consent: shown 1 s after load when no choice is stored. Accept and Reject
 * store 'true' or 'false'; the close icon only hides it, so it returns on the next visit.
 * Never shown inside /cms's live preview.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  const banner = useBottomStacking(visible)

  useEffect(() => {
    if (isFramed()) return
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(COOKIE_CONSENT_KEY)
    } catch {
      // Storage blocked: ask, and simply do not remember.
    }
    if (stored !== null) return
    const timer = window.setTimeout(() => setVisible(true), DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  const choose = (value: 'true' | 'false') => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value)
    } catch {
      // Storage blocked: the choice lasts for this page view only.
    }
    setVisible(false)
  }

  if (!visible) return null
  return (
    <section
      ref={banner}
      aria-label="Cookie consent"
      // Under the dialogs (z-50), the bottom bar (z-60) and the toasts; beside the header (z-40).
      className="fixed inset-x-3 bottom-3 z-40 rounded-2xl border border-ink-200 bg-white p-5 shadow-2xl sm:inset-x-auto sm:left-6 sm:bottom-6 sm:max-w-md"
    >
      <h2 className="pr-10 text-base font-semibold text-ink-950">We value your privacy</h2>
      {/* Two short lines: a longer notice would be the largest text on a phone's first screen
          and so the page's LCP element, although it only appears a second after load. */}
      <p className="mt-1.5 text-sm text-ink-600">
        We use cookies to run this site and to see how it is used. See our{' '}
        <Link
          href="/privacy-policy"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Privacy Policy
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="sm" onClick={() => choose('true')}>
          Accept All
        </Button>
        <Button size="sm" variant="outline" onClick={() => choose('false')}>
          Reject All
        </Button>
      </div>
      <button
        type="button"
        aria-label="Close cookie banner"
        onClick={() => setVisible(false)}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900"
      >
        <CloseIcon />
      </button>
    </section>
  )
}
