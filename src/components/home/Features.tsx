import { FEATURES } from '@/content/home'

import { FeatureIcon } from './FeatureIcon'
import { SectionHeading } from './SectionHeading'

export function Features() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="defer-render scroll-mt-24 py-16 sm:py-20 lg:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything you need to grow"
          lede="AI capabilities we build into your website, apps and daily operations, chosen for what moves your numbers."
        />
        <ul className="mt-12 grid gap-3 sm:mt-14 sm:gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card-feature">
              <span className="badge-feature">
                <FeatureIcon name={feature.icon} />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-white sm:mt-5">{feature.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-300 sm:mt-2">
                  {feature.description}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
