import { HOME, HOW_IT_WORKS } from '@/content/home'

import { SectionHeading } from './SectionHeading'

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="defer-render section-home border-y border-white/5 bg-ink-900/40"
    >
      <div className="container-page">
        <SectionHeading
          id="how-it-works-title"
          eyebrow={HOME.howItWorks.eyebrow}
          title={HOME.howItWorks.title}
          lede={HOME.howItWorks.lead}
        />
        <ol className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title} className="card-step">
              <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
