import { FEATURES, HOME } from '@/content/home'

import { SpriteIcon } from '@/components/ui/icons'
import { SectionHeading } from './SectionHeading'

export function Features() {
  return (
    <section id="features" aria-labelledby="features-title" className="defer-render section-home">
      <div className="container-page">
        <SectionHeading
          id="features-title"
          eyebrow={HOME.features.eyebrow}
          title={HOME.features.title}
          lede={HOME.features.lead}
        />
        <ul className="mt-12 grid gap-3 sm:mt-14 sm:gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card-feature">
              <span className="badge-feature">
                <SpriteIcon id={feature.icon} />
              </span>
              <div>
                <h3>{feature.title}</h3>
                <p>{feature.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
