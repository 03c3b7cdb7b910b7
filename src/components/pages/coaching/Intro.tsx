import { CoursePreview } from '@/components/pages/coaching/CoursePreview.client'
import { CardGrid } from '@/components/pages/CardGrid'
import { Card, CheckList, PageHero, Section } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import {
  COACHING_PAGE,
  COACHING_PERSONAL_FEATURES,
  COACHING_QUOTE,
  COACHING_REALITY,
} from '@/content/coaching'
import { formatGbp } from '@/content/offers'
import { courseTotalMinutes, type CourseModule } from '@/lib/offers'

const { hero, reality, twoWays } = COACHING_PAGE
const { course, personal } = twoWays

export function CoachingHero() {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={
        <>
          {hero.title} <span className="text-gradient">{hero.highlight}</span>
        </>
      }
      lead={hero.lead}
    >
      <a href="#schedule" className={buttonClasses('primary', 'lg')}>
        {hero.schedule}
      </a>
      <a href="#packages" className={buttonClasses('light', 'lg')}>
        {hero.seePackages}
      </a>
    </PageHero>
  )
}

export function ClientQuote() {
  return (
    <section aria-label="What a client says" className="bg-white py-16 sm:py-20">
      <figure className="container-page max-w-4xl text-center">
        <svg
          aria-hidden
          viewBox="0 0 32 32"
          className="mx-auto size-10 text-brand-500"
          fill="currentColor"
        >
          <path d="M10 8C5.6 8 2 11.6 2 16v8h8v-8H6c0-2.2 1.8-4 4-4V8Zm16 0c-4.4 0-8 3.6-8 8v8h8v-8h-4c0-2.2 1.8-4 4-4V8Z" />
        </svg>
        <blockquote className="mt-6 text-2xl font-medium leading-snug text-ink-950 text-balance sm:text-3xl">
          <p>&ldquo;{COACHING_QUOTE.text}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-6 text-ink-600">
          <span className="font-semibold text-ink-900">{COACHING_QUOTE.name}</span>,{' '}
          {COACHING_QUOTE.detail}
        </figcaption>
      </figure>
    </section>
  )
}

export function RealitySection() {
  return (
    <Section
      id="reality"
      tone="muted"
      eyebrow={reality.eyebrow}
      title={reality.title}
      lead={reality.lead}
    >
      <CardGrid items={COACHING_REALITY} className="grid gap-6 md:grid-cols-3" />
    </Section>
  )
}

export function TwoWaysSection({
  modules,
  singlePrice,
}: {
  modules: CourseModule[]
  /** The price of one coaching session. */
  singlePrice: number
}) {
  const minutes = modules.map((module) => module.minutes)
  return (
    <Section id="two-ways" eyebrow={twoWays.eyebrow} title={twoWays.title} lead={twoWays.lead}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="flex flex-col">
          <p className="text-sm font-semibold text-brand-700">{course.label}</p>
          <h3 className="mt-2 text-2xl font-bold text-ink-950">{course.title}</h3>
          <p className="mt-3 text-ink-600">
            {course.text(modules.length, courseTotalMinutes(modules))}
          </p>
          <CheckList
            className="mt-6 text-ink-800"
            items={course.points(modules.length, Math.min(...minutes), Math.max(...minutes))}
          />
          <div className="mt-8 flex flex-wrap gap-3 pt-2 lg:mt-auto">
            <CoursePreview modules={modules} />
          </div>
        </Card>
        <Card className="flex flex-col border-brand-200 bg-gradient-to-br from-brand-50 to-white">
          <p className="text-sm font-semibold text-brand-700">{personal.label}</p>
          <h3 className="mt-2 text-2xl font-bold text-ink-950">{personal.title}</h3>
          <p className="mt-3 text-ink-600">{personal.text(formatGbp(singlePrice))}</p>
          <CheckList className="mt-6 text-ink-800" items={COACHING_PERSONAL_FEATURES} />
          <div className="mt-8 flex flex-wrap gap-3 pt-2 lg:mt-auto">
            <a href="#packages" className={buttonClasses('primary')}>
              {personal.viewPackages}
            </a>
          </div>
        </Card>
      </div>
    </Section>
  )
}
