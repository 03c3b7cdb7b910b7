import type React from 'react'

import { cn } from '@/lib/cn'

/** The dark closing band of a page: one heading, one sentence, its buttons, centred. */
export function CtaBand({
  id,
  headingId,
  title,
  children,
  actions,
  className = 'bg-ink-950 py-20 text-white sm:py-24',
  textClassName = 'text-ink-200',
  actionsClassName = 'mt-10 flex justify-center',
}: {
  id?: string
  headingId: string
  title: React.ReactNode
  children: React.ReactNode
  actions: React.ReactNode
  className?: string
  textClassName?: string
  actionsClassName?: string
}) {
  return (
    <section id={id} aria-labelledby={headingId} data-theme="dark" className={className}>
      <div className="container-page text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {title}
        </h2>
        <p className={cn('mx-auto mt-5 max-w-2xl text-lg', textClassName)}>{children}</p>
        <div className={actionsClassName}>{actions}</div>
      </div>
    </section>
  )
}
