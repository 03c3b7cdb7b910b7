import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { AudienceTabs } from '@/components/pages/coaching/AudienceTabs.client'
import { CoursePreview } from '@/components/pages/coaching/CoursePreview.client'
import { Card, CheckList, PageHero, Section, external } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import {
  COACHING_AUDIENCES,
  COACHING_FAQ,
  COACHING_NOT_FOR,
  COACHING_PERSONAL_FEATURES,
  COACHING_PROCESS,
  COACHING_QUOTE,
  COACHING_REALITY,
  COACHING_SESSION_OPTIONS,
  COACHING_VISION,
} from '@/content/coaching'
import {
  COACHING_PACKAGES,
  COACHING_PACKAGE_SAVING,
  COACHING_PROMISE,
  COURSE_MODULES,
  COURSE_TOTAL_MINUTES,
  formatGbp,
} from '@/content/offers'
import { getSiteSettings } from '@/data/settings'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb, course, faqPage, offer, service } from '@/lib/seo/structuredData'

// Reads the scheduling link and the team address from SiteSettings.
export const revalidate = 60

const TITLE = 'Executive AI Coaching'
const DESCRIPTION = `One-to-one AI coaching for executives, professionals, entrepreneurs and business owners: 60-minute sessions from ${formatGbp(COACHING_PACKAGES[0]!.price)}, a ${COURSE_TOTAL_MINUTES}-minute self-paced course and a satisfaction refund promise.`

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/coaching',
  keywords: [
    'AI coaching',
    'executive AI coaching',
    'AI training for leaders',
    'AI course',
    'ChatGPT coaching UK',
  ],
})

const single = COACHING_PACKAGES[0]!

export default async function CoachingPage() {
  const settings = await getSiteSettings()
  const COURSE_NAME = 'AI for Leaders'
  const structured = [
    course({
      name: COURSE_NAME,
      description: `A self-paced course in ${COURSE_MODULES.length} short modules (${COURSE_TOTAL_MINUTES} minutes) on using AI well at work.`,
      path: '/coaching',
      modules: COURSE_MODULES,
    }),
    service({
      name: TITLE,
      description: DESCRIPTION,
      path: '/coaching',
      serviceType: 'AI coaching',
      offers: COACHING_PACKAGES.map((item) =>
        offer(item.name, item.price, {
          description: item.features.join('; '),
          url: '/coaching#packages',
        }),
      ),
    }),
    faqPage(COACHING_FAQ),
    breadcrumb([['Coaching', '/coaching']]),
  ]

  return (
    <>
      <JsonLd data={structured} />

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

      <Section
        id="reality"
        tone="muted"
        eyebrow="The reality"
        title="AI is moving faster than most leaders can keep up with"
        lead="You do not need to become an engineer. You do need a clear, safe way to put AI to work, and someone to show you how."
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {COACHING_REALITY.map((item) => (
            <Card as="li" key={item.title}>
              <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
              <p className="mt-2 text-ink-600">{item.text}</p>
            </Card>
          ))}
        </ul>
      </Section>

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
              {COURSE_MODULES.length} short video modules, {COURSE_TOTAL_MINUTES} minutes in total.
              Watch on your commute or between meetings and come away with habits you can use the
              same day.
            </p>
            <CheckList
              className="mt-6 text-ink-800"
              items={[
                `${COURSE_MODULES.length} modules of ${Math.min(...COURSE_MODULES.map((m) => m.minutes))} to ${Math.max(...COURSE_MODULES.map((m) => m.minutes))} minutes`,
                'Practical exercises after every module',
                'Watch on any device, as often as you like',
              ]}
            />
            <div className="mt-8 flex flex-wrap gap-3 pt-2 lg:mt-auto">
              <CoursePreview />
            </div>
          </Card>
          <Card className="flex flex-col border-brand-200 bg-gradient-to-br from-brand-50 to-white">
            <p className="text-sm font-semibold text-brand-700">Personal coaching</p>
            <h3 className="mt-2 text-2xl font-bold text-ink-950">One-to-one with an AI coach</h3>
            <p className="mt-3 text-ink-600">
              Sessions shaped entirely around you, from {formatGbp(single.price)} for a single
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

      <Section
        id="process"
        tone="dark"
        eyebrow="How it works"
        title="Seven steps from curious to confident"
      >
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {COACHING_PROCESS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-white/10 bg-white/5 p-6">
              <span className="grid size-10 place-items-center rounded-full bg-brand-500 text-sm font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-ink-200">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="vision"
        eyebrow="What changes"
        title="Realize your vision with AI"
        lead="Coaching is measured by what you do differently afterwards. These are the outcomes clients come to us for."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COACHING_VISION.map((item) => (
            <Card as="li" key={item.title} className="p-6 sm:p-6">
              <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
              <p className="mt-2 text-ink-600">{item.text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section
        id="packages"
        tone="muted"
        eyebrow="Packages"
        title="Simple, transparent pricing"
        lead="Every session lasts 60 minutes. Pay per session, or book three and save."
      >
        <ul className="grid gap-6 lg:grid-cols-2">
          {COACHING_PACKAGES.map((item) => (
            <Card
              as="li"
              key={item.id}
              className={item.mostPopular ? 'relative border-2 border-brand-500' : 'relative'}
            >
              {item.mostPopular ? (
                <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold uppercase tracking-wide text-white">
                  Save {formatGbp(COACHING_PACKAGE_SAVING)}
                </span>
              ) : null}
              <h3 className="text-xl font-semibold text-ink-950">{item.name}</h3>
              <p className="mt-4 flex items-baseline gap-2">
                <span className="text-5xl font-bold tracking-tight text-ink-950">
                  {formatGbp(item.price)}
                </span>
                <span className="text-ink-600">/ {item.period}</span>
              </p>
              {item.mostPopular ? (
                <p className="mt-2 text-sm font-medium text-brand-700">
                  save {formatGbp(COACHING_PACKAGE_SAVING)} against three single sessions
                </p>
              ) : (
                <p className="mt-2 text-sm text-ink-600">Ideal for a focused first step</p>
              )}
              <CheckList className="mt-6 text-ink-800" items={item.features} />
              <a
                href="#schedule"
                className={buttonClasses(
                  item.mostPopular ? 'primary' : 'outline',
                  'md',
                  'mt-8 w-full',
                )}
              >
                Choose {item.name.toLowerCase()}
              </a>
            </Card>
          ))}
        </ul>
        <div className="mt-8 flex items-start gap-4 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-950">
          <svg
            aria-hidden
            viewBox="0 0 24 24"
            className="mt-0.5 size-6 shrink-0 text-emerald-700"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M12 3l7 3v6c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6l7-3Z" />
            <path d="M9 12l2 2 4-4" />
          </svg>
          <p>
            <strong className="font-semibold">Satisfaction promise.</strong> {COACHING_PROMISE}
          </p>
        </div>
      </Section>

      <Section
        id="audience"
        eyebrow="Who it is for"
        title="Coaching that fits the way you work"
        lead="The same method, tuned to your role. Choose the one closest to you."
      >
        <AudienceTabs audiences={COACHING_AUDIENCES} />
      </Section>

      <Section id="not-for" tone="muted">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="not-for-title" className="text-3xl font-bold tracking-tight text-ink-950">
              Who it&apos;s not for
            </h2>
            <p className="mt-4 text-lg text-ink-600">
              We would rather tell you now than take your money. Coaching is probably not right if:
            </p>
            <ul className="mt-8 space-y-4">
              {COACHING_NOT_FOR.map((item) => (
                <li key={item} className="flex gap-3 text-ink-800">
                  <svg
                    aria-hidden
                    viewBox="0 0 20 20"
                    className="mt-0.5 size-5 shrink-0 text-red-600"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                  >
                    <path d="M5 5l10 10M15 5L5 15" />
                  </svg>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 id="session-options" className="text-3xl font-bold tracking-tight text-ink-950">
              Session options
            </h2>
            <ul className="mt-8 space-y-4">
              {COACHING_SESSION_OPTIONS.map((option) => (
                <Card as="li" key={option.title} className="p-6 sm:p-6">
                  <h3 className="font-semibold text-ink-950">{option.title}</h3>
                  <p className="mt-1.5 text-ink-600">{option.text}</p>
                </Card>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="faq" eyebrow="FAQ" title="Questions, answered">
        <dl className="grid gap-6 md:grid-cols-2">
          {COACHING_FAQ.map((item) => (
            <div key={item.question} className="rounded-2xl border border-ink-200 p-6">
              <dt className="font-semibold text-ink-950">{item.question}</dt>
              <dd className="mt-2 text-ink-600">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <section
        id="schedule"
        aria-labelledby="schedule-title"
        data-theme="dark"
        className="scroll-mt-20 bg-ink-950 py-20 text-white sm:py-28"
      >
        <div className="container-page text-center">
          <h2
            id="schedule-title"
            className="text-3xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Ready to put AI to work for you?
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-200">
            Pick a time for your first session. A single 60-minute session is{' '}
            {formatGbp(single.price)}, and it is covered by our satisfaction promise.
          </p>
          <div className="mt-10 flex justify-center">
            <a
              href={settings.schedulingUrl}
              {...external}
              className={buttonClasses('primary', 'lg')}
            >
              Book your session
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="teams-title" className="bg-white py-16 sm:py-20">
        <div className="container-page">
          <div className="flex flex-col gap-6 rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-8 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="teams-title" className="text-2xl font-bold text-ink-950">
                Coaching for teams
              </h2>
              <p className="mt-2 text-ink-600">
                Want to bring AI coaching to your leadership team or your whole company? Tell us
                about your team and we will put together a programme for you.
              </p>
            </div>
            <a
              href={`mailto:${settings.teamEmail}?subject=${encodeURIComponent('AI coaching for our team')}`}
              className={buttonClasses('secondary', 'md', 'w-full shrink-0 sm:w-auto')}
            >
              Email {settings.teamEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  )
}
