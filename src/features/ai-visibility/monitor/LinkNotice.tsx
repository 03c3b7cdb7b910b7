import Link from 'next/link'
import type React from 'react'

import { buttonClasses } from '@/components/ui/button'

/**
 * The page an email's link opens (confirm, unsubscribe, what came of it): a heading, a line,
 * and either the button that acts, in a form that POSTs with or without JavaScript, or a link
 * back to the checker.
 */
export function LinkNotice({
  eyebrow,
  title,
  text,
  action,
  back = { href: '/ai-checker', label: 'Back to the checker' },
}: {
  eyebrow: string
  title: string
  text: React.ReactNode
  /** The form's server action, the token it posts and the button's label. */
  action?: { run: (form: FormData) => Promise<void>; token: string; label: string; note?: string }
  back?: { href: string; label: string }
}) {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-sm font-semibold tracking-[0.18em] text-brand-600 uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink-950 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-lg text-lg text-pretty break-words text-ink-600">{text}</p>
        {action ? (
          <form action={action.run} className="mt-10 flex flex-col items-center gap-4">
            <input type="hidden" name="token" value={action.token} />
            <button type="submit" className={buttonClasses('primary', 'lg')}>
              {action.label}
            </button>
            {action.note ? <p className="max-w-md text-sm text-ink-500">{action.note}</p> : null}
            <Link href={back.href} className="text-sm font-medium text-brand-700 underline">
              {back.label}
            </Link>
          </form>
        ) : (
          <Link href={back.href} className={buttonClasses('primary', 'lg', 'mt-10')}>
            {back.label}
          </Link>
        )}
      </div>
    </section>
  )
}
