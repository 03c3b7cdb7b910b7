import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { CLOSING_OFFERS, onboardingHref, type ClosingOffer } from '@/content/home'

const ICONS: Record<ClosingOffer['type'], string> = {
  dashboard:
    'M4 5a1 1 0 0 1 1-1h5v7H4V5zm10-1h5a1 1 0 0 1 1 1v4h-6V4zM4 14h6v6H5a1 1 0 0 1-1-1v-5zm10-2h6v7a1 1 0 0 1-1 1h-5v-8z',
  chatbot: 'M7 8h10M7 12h6m-9 8 3.2-3H18a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v14z',
  analytics: 'm3 17 6-6 4 4 8-8m0 0h-5m5 0v5',
}

/** The closing call to action (#contact): three offers that start onboarding with their type. */
export function ClosingCta() {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="defer-render scroll-mt-24 py-16 sm:py-20 lg:py-24"
    >
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-brand-900 via-ink-900 to-ink-950 px-6 py-14 sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute -top-32 left-1/2 -z-10 size-[32rem] -translate-x-1/2 bg-[radial-gradient(closest-side,rgb(34_211_238/0.2),transparent)]"
          />
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow-dark">Get started</p>
            <h2 id="contact-title" className="heading-dark">
              Ready to put AI to work?
            </h2>
            <p className="mt-4 text-lg text-pretty text-ink-200">
              Pick where you want to start. We will shape it around your business and have a working
              prototype in front of you fast.
            </p>
          </div>
          <ul className="mt-12 grid gap-4 md:grid-cols-3">
            {CLOSING_OFFERS.map((offer) => (
              <li
                key={offer.type}
                className="group relative flex flex-col rounded-2xl border border-white/10 bg-ink-950/50 p-6 transition-colors hover:border-accent-400/50 hover:bg-ink-950/70"
              >
                <span className="grid size-11 place-items-center rounded-xl bg-white/5 text-accent-300 ring-1 ring-white/10">
                  <svg
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    className="size-6"
                    aria-hidden="true"
                  >
                    <path d={ICONS[offer.type]} />
                  </svg>
                </span>
                <h3 className="mt-5 text-lg font-semibold text-white">
                  {/* The whole card is the link; its name stays the offer's title. */}
                  <Link
                    href={onboardingHref(offer.type)}
                    className="after:absolute after:inset-0 after:rounded-2xl"
                  >
                    {offer.title}
                  </Link>
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-300">{offer.description}</p>
                <span
                  className="mt-auto inline-flex items-center gap-1 pt-5 text-sm font-semibold text-accent-300"
                  aria-hidden="true"
                >
                  Get started
                  <span className="transition-transform group-hover:translate-x-0.5">→</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link href={onboardingHref()} className={buttonClasses('primary', 'lg')}>
              Start Your Project Today
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
