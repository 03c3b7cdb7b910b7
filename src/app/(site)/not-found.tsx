import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata'

export const metadata: Metadata = NOT_FOUND_METADATA

/** Any unknown path of the public site, answered with HTTP 404. */
export default function NotFound() {
  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
        <p className="text-gradient text-8xl font-extrabold tracking-tight sm:text-9xl" aria-hidden>
          404
        </p>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl">
          404 Page Not Found
        </h1>
        <p className="mt-4 max-w-md text-lg text-pretty text-ink-600">
          We couldn&apos;t find the page you&apos;re looking for. The page might have been moved or
          deleted.
        </p>
        <Link href="/" className={buttonClasses('primary', 'lg', 'mt-10')}>
          Return to Homepage
        </Link>
      </div>
    </section>
  )
}
