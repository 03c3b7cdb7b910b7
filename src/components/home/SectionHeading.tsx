import type React from 'react'

import { cn } from '@/lib/cn'

/** Eyebrow, h2 and lede in the home page's type scale. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lede,
  align = 'center',
  className,
}: {
  id?: string
  eyebrow?: string
  title: React.ReactNode
  lede?: React.ReactNode
  align?: 'center' | 'left'
  className?: string
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="eyebrow-dark">{eyebrow}</p>}
      <h2 id={id} className="heading-dark">
        {title}
      </h2>
      {lede && <p className="lede-dark">{lede}</p>}
    </div>
  )
}
