import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { SpriteIcon, type SpriteIconName } from '@/components/ui/icons'
import { CLOSING_OFFERS, HOME, onboardingHref, type ClosingOffer } from '@/content/home'

const { closing } = HOME

const ICONS: Record<ClosingOffer['type'], SpriteIconName> = {
  dashboard: 'dashboard',
  chatbot: 'chat',
  analytics: 'trend',
}

/** The closing call to action (#contact): three offers that start onboarding with their type. */
export function ClosingCta() {
  return (
    <section id="contact" aria-labelledby="contact-title" className="defer-render section-home">
      <div className="container-page">
        <div className="cta-box">
          <div aria-hidden="true" className="cta-glow" />
          <div className="mx-auto max-w-2xl text-center">
            <p className="eyebrow-dark">{closing.eyebrow}</p>
            <h2 id="contact-title" className="heading-dark">
              {closing.title}
            </h2>
            <p className="mt-4 text-lg text-pretty text-ink-200">{closing.lead}</p>
          </div>
          <ul className="mt-12 grid gap-4 md:grid-cols-3">
            {CLOSING_OFFERS.map((offer) => (
              <li key={offer.type} className="card-offer group">
                <span>
                  <SpriteIcon id={ICONS[offer.type]} />
                </span>
                <h3>
                  {/* The whole card is the link; its name stays the offer's title. */}
                  <Link href={onboardingHref(offer.type)}>{offer.title}</Link>
                </h3>
                <p>{offer.description}</p>
                <span aria-hidden="true">
                  {closing.offerAction}
                  <span>→</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-12 text-center">
            <Link href={onboardingHref()} className={buttonClasses('primary', 'lg')}>
              {closing.start}
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
