'use client'

import { Logo } from './Logo'

/** The footer logo: a click scrolls back to the top. */
export function BackToTopLogo({ brandName }: { brandName: string }) {
  return (
    <button
      type="button"
      aria-label={`${brandName}: back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="rounded-lg"
    >
      <Logo brandName={brandName} tone="light" />
    </button>
  )
}
