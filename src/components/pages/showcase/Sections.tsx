import type React from 'react'
import Link from 'next/link'

import { AssistantDemo } from '@/components/demos/AssistantDemo'
import { DashboardDemo } from '@/components/demos/DashboardDemo.client'
import { CheckList, PageHero, external } from '@/components/pages/sections'
import { PredictiveDemo } from '@/components/pages/showcase/PredictiveDemo.client'
import { buttonClasses } from '@/components/ui/button'
import { SHOWCASE, SOLUTIONS, solutionStart } from '@/content/showcase'

const { hero, analytics, dashboard, chatbot, closing } = SHOWCASE

function SolutionIntro({
  eyebrow,
  title,
  lead,
  points,
  children,
}: {
  eyebrow: string
  title: string
  lead: string
  points: string[]
  children: React.ReactNode
}) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">{eyebrow}</p>
      <h2 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h2>
      <p className="mt-4 text-lg text-ink-200">{lead}</p>
      <CheckList className="mt-8 text-ink-100" iconClassName="text-accent-400" items={points} />
      <div className="mt-10 flex flex-wrap gap-3">{children}</div>
    </div>
  )
}

export function ShowcaseHero() {
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
      <nav aria-label="Solutions on this page" className="flex flex-wrap gap-3">
        {SOLUTIONS.map((solution) => (
          <a key={solution.id} href={`#${solution.id}`} className={buttonClasses('light', 'md')}>
            {solution.name}
          </a>
        ))}
      </nav>
    </PageHero>
  )
}

export function AnalyticsSection() {
  return (
    <section
      id="analytics"
      aria-labelledby="analytics-title"
      data-theme="dark"
      className="scroll-mt-24 border-t border-white/10 bg-ink-950 py-20 text-white sm:py-28"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <div>
          <SolutionIntro
            eyebrow={analytics.eyebrow}
            title={analytics.title}
            lead={analytics.lead}
            points={analytics.points}
          >
            <Link href={solutionStart('analytics')} className={buttonClasses('primary', 'lg')}>
              {analytics.action}
            </Link>
          </SolutionIntro>
        </div>
        <PredictiveDemo />
      </div>
    </section>
  )
}

export function DashboardSection() {
  return (
    <section
      id="dashboard"
      aria-labelledby="dashboard-title"
      data-theme="dark"
      className="scroll-mt-24 bg-gradient-to-b from-ink-950 via-brand-900/40 to-ink-950 py-20 text-white sm:py-28"
    >
      <div className="container-page">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">
            {dashboard.eyebrow}
          </p>
          <h2
            id="dashboard-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {dashboard.title}
          </h2>
          <p className="mt-4 text-lg text-ink-200">{dashboard.lead}</p>
        </div>
        <DashboardDemo className="mx-auto mt-12 max-w-5xl" />
        <div className="mt-10 flex justify-center">
          <Link href={solutionStart('dashboard')} className={buttonClasses('primary', 'lg')}>
            {dashboard.action}
          </Link>
        </div>
      </div>
    </section>
  )
}

export function ChatbotSection() {
  return (
    <section
      id="chatbot"
      aria-labelledby="chatbot-title"
      data-theme="dark"
      className="scroll-mt-24 bg-ink-950 py-20 text-white sm:py-28"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-accent-300">
            {chatbot.eyebrow}
          </p>
          <h2
            id="chatbot-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            {chatbot.title}
          </h2>
          <p className="mt-4 text-lg text-ink-200">{chatbot.lead}</p>
          <CheckList
            className="mt-8 text-ink-100"
            iconClassName="text-accent-400"
            items={chatbot.points}
          />
          <div className="mt-10">
            <Link href={solutionStart('chatbot')} className={buttonClasses('primary', 'lg')}>
              {chatbot.action}
            </Link>
          </div>
        </div>
        <AssistantDemo className="w-full max-w-xl justify-self-center lg:justify-self-end" />
      </div>
    </section>
  )
}

export function ClosingSection({ schedulingUrl }: { schedulingUrl: string }) {
  return (
    <section aria-labelledby="showcase-cta" className="bg-white py-20 sm:py-24">
      <div className="container-page text-center">
        <h2
          id="showcase-cta"
          className="text-3xl font-bold tracking-tight text-ink-950 text-balance sm:text-5xl"
        >
          {closing.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-600">{closing.text}</p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/onboarding-step" className={buttonClasses('primary', 'lg')}>
            {closing.start}
          </Link>
          <a href={schedulingUrl} {...external} className={buttonClasses('outline', 'lg')}>
            {closing.book}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  )
}
