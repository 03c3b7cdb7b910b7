'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** With a hash, scroll to that element after 100 ms. */
const HASH_DELAY_MS = 100

/**
 * On every route change, a change of the query alone included (/onboarding-step?type=a to
 * ?type=b): to the top, or to the element named by the hash. Reads the search params, so it is
 * rendered inside a Suspense boundary and static pages stay static.
 */
export function ScrollManager() {
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const firstRender = useRef(true)

  useEffect(() => {
    const initial = firstRender.current
    firstRender.current = false
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (!id) {
      // On the first load the browser already placed the page (top, or where a reload left
      // it); scrolling now would undo a scroll the visitor made before hydration.
      if (!initial) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    const timer = window.setTimeout(() => {
      // Sections left unrendered below the first screen only have an estimated height; render
      // them all first (globals.css, defer-render) so that the target's position is its real one.
      document.documentElement.classList.add('render-all')
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }, HASH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, search])

  return null
}
