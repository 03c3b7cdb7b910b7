import type React from 'react'

import { cn } from '@/lib/cn'

/**
 * A box whose content scrolls (a wide table on a phone, a long listing): a named region that
 * Tab reaches, so that a keyboard can scroll it with the arrow keys, with the focus ring shown.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  /** What the region holds, as a screen reader announces it. */
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={cn(
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        className,
      )}
    >
      {children}
    </div>
  )
}
