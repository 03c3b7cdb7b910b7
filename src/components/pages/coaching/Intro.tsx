import { CoursePreview } from '@/components/pages/coaching/CoursePreview.client'
import { CardGrid } from '@/components/pages/CardGrid'
import { Card, CheckList, PageHero, Section } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { COACHING_PERSONAL_FEATURES, COACHING_QUOTE, COACHING_REALITY } from '@/content/coaching'
import { formatGbp } from '@/content/offers'
import { courseTotalMinutes, type CourseModule } from '@/lib/offers'

export function CoachingHero() {
  return (
    <PageHero
      eyebrow="Executive AI coaching"
      title={
        <>
          Master AI. <span className="text-gradient">Lead with confidence.</span>
        </>
      }
      lead="Personal AI coaching for executives, professionals, entrepreneurs and business owners. No jargon, no theory for its own sake: just the skills to use AI on your real work, starting this week."
    >
      <a href="#schedule" className={buttonClasses('primary', 'lg')}>
        Schedule a Session
      </a>
      <a href="#packages" className={buttonClasses('light', 'lg')}>
        See packages
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
      eyebrow="The reality"
      title="AI is moving faster than most leaders can keep up with"
      lead="You do not need to become an engineer. You do need a clear, safe way to put AI to work, and someone to show you how."
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
    <Section
      id="two-ways"
      eyebrow="Choose your path"
      title="Two ways to master AI"
      lead="Learn the essentials at your own pace, work with a coach one-to-one, or do both."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="flex flex-col">
          <p className="text-sm font-semibold text-brand-700">Self-paced course</p>
          <h3 className="mt-2 text-2xl font-bold text-ink-950">AI for Leaders</h3>
          <p className="mt-3 text-ink-600">
            {modules.length} short video modules, {courseTotalMinutes(modules)} minutes in total.
            Watch on your commute or between meetings and come away with habits you can use the same
            day.
          </p>
          <CheckList
            className="mt-6 text-ink-800"
            items={[
              `${modules.length} modules of ${Math.min(...minutes)} to ${Math.max(...minutes)} minutes`,
              'Practical exercises after every module',
              'Watch on any device, as often as you like',
            ]}
          />
          <div className="mt-8 flex flex-wrap gap-3 pt-2 lg:mt-auto">
            <CoursePreview modules={modules} />
          </div>
        </Card>
        <Card className="flex flex-col border-brand-200 bg-gradient-to-br from-brand-50 to-white">
          <p className="text-sm font-semibold text-brand-700">Personal coaching</p>
          <h3 className="mt-2 text-2xl font-bold text-ink-950">One-to-one with an AI coach</h3>
          <p className="mt-3 text-ink-600">
            Sessions shaped entirely around you, from {formatGbp(singlePrice)} for a single
            60-minute session.
          </p>
          <CheckList className="mt-6 text-ink-800" items={COACHING_PERSONAL_FEATURES} />
          <div className="mt-8 flex flex-wrap gap-3 pt-2 lg:mt-auto">
            <a href="#packages" className={buttonClasses('primary')}>
              View packages
            </a>
          </div>
        </Card>
      </div>
    </Section>
  )
}
