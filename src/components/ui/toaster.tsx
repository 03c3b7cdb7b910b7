'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import { toasterRequested } from './toasterRequest'

const Sonner = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/**
 * One toast visible at a time, 5000 ms by default (callers pass 3000 where a shorter one is
 * wanted), F8 focuses the toast region. sonner is loaded with the first toast (see ./toast).
 */
export function Toaster() {
  const requested = useSyncExternalStore(
    toasterRequested.subscribe,
    toasterRequested.get,
    () => false,
  )
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Sonner
        visibleToasts={1}
        duration={5000}
        hotkey={['F8']}
        position="bottom-right"
        richColors
        closeButton
        containerAriaLabel="Notifications"
        // Above the cookie banner while it shows (it sets the variable), never under it.
        offset={{ bottom: 'calc(24px + var(--cookie-banner-space, 0px))' }}
        mobileOffset={{ bottom: 'calc(16px + var(--cookie-banner-space, 0px))' }}
      />
    </Suspense>
  )
}
