'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * The copyright year. Pages cached for a long time were rendered in some earlier year, so the
 * server's year (in the HTML) is replaced by the visitor's current year once hydrated, without
 * making those pages dynamic.
 */
export function CopyrightYear({ renderedYear }: { renderedYear: number }) {
  const year = useSyncExternalStore(
    never,
    () => new Date().getFullYear(),
    () => renderedYear,
  )
  return <span data-testid="copyright-year">{year}</span>
}
