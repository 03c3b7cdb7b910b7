import type React from 'react'

import { CheckIcon } from '@/components/ui/icons'
import { cn } from '@/lib/cn'

/**
 * Building blocks shared by the part-2 pages (coaching, AI visibility, vibe coding, showcase,
 * timeframes, onboarding, legal), so they share one rhythm: a dark hero, then light sections.
 */

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string
  title: React.ReactNode
  lead?: React.ReactNode
  children?: React.ReactNode
  className?: string
}) {
  return (
    <section
      data-theme="dark"
      className={cn(
        'relative isolate overflow-hidden bg-ink-950 pb-20 pt-32 text-white sm:pb-24 sm:pt-40',
        className,
      )}
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_20%_-10%,rgb(99_102_241/0.35),transparent),radial-gradient(40rem_24rem_at_90%_10%,rgb(34_211_238/0.18),transparent)]"
      />
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          {lead ? <p className="mt-6 text-lg text-ink-200 text-pretty sm:text-xl">{lead}</p> : null}
          {children ? <div className="mt-10 flex flex-wrap gap-3">{children}</div> : null}
        </div>
      </div>
    </section>
  )
}

type Tone = 'white' | 'muted' | 'dark'

const tones: Record<Tone, string> = {
  white: 'bg-white text-ink-900',
  muted: 'bg-ink-50 text-ink-900',
  dark: 'bg-ink-950 text-white',
}

/**
 * A light or dark section under the hero. Sections lie mostly below the first screen, so the
 * browser may leave each unrendered until it nears the viewport (defer-render in globals.css).
 */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  children,
  tone = 'white',
  className,
  headingId,
}: {
  id?: string
  eyebrow?: string
  title?: React.ReactNode
  lead?: React.ReactNode
  children?: React.ReactNode
  tone?: Tone
  className?: string
  headingId?: string
}) {
  const dark = tone === 'dark'
  return (
    <section
      id={id}
      aria-labelledby={title ? (headingId ?? (id ? `${id}-title` : undefined)) : undefined}
      data-theme={dark ? 'dark' : undefined}
      className={cn('defer-render scroll-mt-24 py-16 sm:py-24', tones[tone], className)}
    >
      <div className="container-page">
        {title ? (
          <div className="max-w-3xl">
            {eyebrow ? (
              <p
                className={cn(
                  'text-sm font-semibold uppercase tracking-[0.18em]',
                  dark ? 'text-accent-300' : 'text-brand-700',
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2
              id={headingId ?? (id ? `${id}-title` : undefined)}
              className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
            >
              {title}
            </h2>
            {lead ? (
              <p className={cn('mt-4 text-lg text-pretty', dark ? 'text-ink-200' : 'text-ink-600')}>
                {lead}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className={title ? 'mt-12' : undefined}>{children}</div>
      </div>
    </section>
  )
}

export function Card({
  children,
  className,
  as: Tag = 'div',
}: {
  children: React.ReactNode
  className?: string
  as?: 'div' | 'li' | 'article'
}) {
  return (
    <Tag
      className={cn(
        'rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8',
        className,
      )}
    >
      {children}
    </Tag>
  )
}

export function CheckList({
  items,
  className,
  iconClassName = 'text-brand-600',
}: {
  items: string[]
  className?: string
  iconClassName?: string
}) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CheckIcon className={cn('mt-0.5 size-5 shrink-0', iconClassName)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** Attributes of every link to another site: a new tab, with no opener and no referrer. */
export const external = { target: '_blank', rel: 'noopener noreferrer' } as const
