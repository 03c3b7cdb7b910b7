import { FEATURES } from '@/content/home'

import { FeatureIcon } from './FeatureIcon'
import { SectionHeading } from './SectionHeading'

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-24 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to grow"
          lede="AI capabilities we build into your website, apps and daily operations, chosen for what moves your numbers."
        />
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="group rounded-2xl border border-white/10 bg-white/[0.03] p-6 transition-colors hover:border-brand-400/40 hover:bg-white/[0.05]"
            >
              <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-brand-500/25 to-accent-400/15 text-accent-300 ring-1 ring-white/10">
                <FeatureIcon name={feature.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-white">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-300">{feature.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
