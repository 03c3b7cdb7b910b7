'use client'

import type React from 'react'
import Link, { useLinkStatus } from 'next/link'
import { createPortal } from 'react-dom'

import { Spinner } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/** The loading screen of the blog's pages, by the address a link leads to. */
export function loadingScreenFor(href: string): { label: string; className: string } | null {
  const path = href.split(/[?#]/)[0]
  if (path === '/blog') return { label: 'Loading articles...', className: 'bg-ink-50' }
  if (path?.startsWith('/blog/')) return { label: 'Loading article...', className: 'bg-white' }
  return null
}

/**
 * A link that shows the blog's loading screen while a client-side navigation through it waits
 * for a blog page ('Loading articles...' for the list, 'Loading article...' for an article);
 * for any other address it is a plain <Link>. Every link that can lead to the blog uses it.
 *
 * The blog routes have no loading.tsx on purpose. A route-level loading file wraps the page in a
 * Suspense boundary, and React sends a prerendered page of this size after that boundary's
 * fallback and reveals it no sooner than 300 ms after the fallback has painted: every first
 * visit of the blog waited that long for its content. Next.js reports a link's pending
 * navigation instead (it skips the state when the page was prefetched, as a loading file would).
 */
export function BlogLink({
  href,
  children,
  ...props
}: Omit<React.ComponentProps<typeof Link>, 'href'> & { href: string }) {
  return (
    <Link href={href} {...props}>
      {children}
      <PendingScreen href={href} />
    </Link>
  )
}

/** Covers the page area below the header while the surrounding link's navigation is pending. */
function PendingScreen({ href }: { href: string }) {
  const { pending } = useLinkStatus()
  const screen = loadingScreenFor(href)
  if (!pending || !screen) return null
  return createPortal(
    <div className={cn('fixed inset-0 z-30 pt-24', screen.className)}>
      <div className="container-page flex min-h-[60vh] items-center justify-center">
        <p role="status" className="flex items-center gap-3 text-lg font-medium text-ink-700">
          <Spinner className="size-5 text-brand-600" />
          {screen.label}
        </p>
      </div>
    </div>,
    document.body,
  )
}
