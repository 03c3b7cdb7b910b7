'use client'

import { useSyncExternalStore } from 'react'

import { cn } from '@/lib/cn'

const subscribe = () => () => {}

/**
 * A route's loading screen (its loading.tsx), the Suspense fallback Next puts around the page.
 * A client-side navigation mounts it while the page is on its way: the spinner and `label` show.
 * In a prerendered page's HTML the page is there already, yet React sends a large page after
 * the fallback and reveals it a moment later; there the fallback stays blank and a screen tall,
 * so the footer is out of view until the page takes its place and nothing visible moves.
 */
export function RouteLoading({ label, className }: { label: string; className?: string }) {
  const navigating = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return (
    <div className={cn('min-h-dvh', className)}>
      <div className="container-page flex min-h-[60vh] items-center justify-center">
        <p
          role="status"
          className={cn(
            'flex items-center gap-3 text-lg font-medium text-ink-700',
            !navigating && 'invisible',
          )}
        >
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
          />
          {label}
        </p>
      </div>
    </div>
  )
}
