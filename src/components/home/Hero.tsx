import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { formatGbp, PROMISES } from '@/content/offers'

/**
 * The dark hero. The spec's rotating word list (Intelligence, Performance, Innovation, Growth)
 * is not visible, so it is left out rather than shipped as invisible script.
 */
export function Hero({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden pt-32 pb-12 sm:pt-40 sm:pb-16"
    >
      {/* Grid and glow are pure CSS: no images, no script. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_70%_60%_at_50%_0%,#000_40%,transparent_100%)] bg-[size:56px_56px]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-x-0 -top-40 -z-10 mx-auto h-[36rem] max-w-5xl bg-[radial-gradient(closest-side,rgb(99_102_241/0.45),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute top-24 -right-40 -z-10 size-[28rem] bg-[radial-gradient(closest-side,rgb(34_211_238/0.18),transparent)]"
      />

      <div className="container-page text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-1.5 text-xs text-ink-200 sm:text-sm">
          <span
            className="size-2 rounded-full bg-accent-400 shadow-[0_0_12px] shadow-accent-400"
            aria-hidden="true"
          />
          AI-native websites, apps and business tools
        </p>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl text-5xl font-bold tracking-tight text-balance text-white sm:text-6xl lg:text-7xl"
        >
          Optimize your business <span className="text-gradient">for AI</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-xl font-medium text-ink-100 sm:text-2xl">
          Your partner in AI solutions
        </p>
        <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-ink-300 sm:text-lg">
          We design and build AI-powered websites, assistants and bespoke tools, and make sure AI
          search recommends you.
        </p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link href="/work-with-us" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            Work with us
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path d="M3 10a.75.75 0 0 1 .75-.75h10.6l-3.9-3.7a.75.75 0 1 1 1.04-1.1l5.25 5a.75.75 0 0 1 0 1.1l-5.25 5a.75.75 0 1 1-1.04-1.1l3.9-3.7H3.75A.75.75 0 0 1 3 10z" />
            </svg>
          </Link>
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('light', 'lg', 'w-full sm:w-auto')}
          >
            Book consultation
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>

        <dl className="mx-auto mt-16 grid max-w-3xl grid-cols-3 gap-4 border-t border-white/10 pt-8 sm:gap-6">
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-ink-300 sm:text-sm">Businesses benefiting</dt>
            <dd className="order-first text-xl font-bold text-white sm:text-3xl">
              {PROMISES.businessesServed}
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-ink-300 sm:text-sm">Working prototype</dt>
            <dd className="order-first text-xl font-bold text-white sm:text-3xl">
              {PROMISES.prototypeWithinHours} hours
            </dd>
          </div>
          <div className="flex flex-col gap-1">
            <dt className="text-xs text-ink-300 sm:text-sm">Solutions from</dt>
            <dd className="order-first text-xl font-bold text-white sm:text-3xl">
              {formatGbp(PROMISES.entryPricePerMonth)}
              <span className="text-sm font-medium text-ink-200 sm:text-lg">/month</span>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  )
}
