import type React from 'react'
import Link from 'next/link'

import { AssistantDemo } from '@/components/demos/AssistantDemo'
import { DashboardDemo } from '@/components/demos/DashboardDemo.client'
import { CheckList, PageHero, external } from '@/components/pages/sections'
import { PredictiveDemo } from '@/components/pages/showcase/PredictiveDemo.client'
import { buttonClasses } from '@/components/ui/button'
import { PROMISES } from '@/content/offers'

export const SOLUTIONS = [
  {
    id: 'analytics',
    name: 'Predictive Analytics',
    description:
      'Forecast revenue, demand and churn, and test the impact of a decision before you make it.',
  },
  {
    id: 'dashboard',
    name: 'Business Dashboard',
    description:
      'Your key numbers on one screen, with AI recommendations you can act on in one click.',
  },
  {
    id: 'chatbot',
    name: 'AI Assistant',
    description:
      'A conversational assistant that knows your services, prices and policies and answers customers 24/7.',
  },
] as const

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
      eyebrow="AI-native solutions"
      title={
        <>
          See what AI can do <span className="text-gradient">for your business</span>
        </>
      }
      lead={`Three solutions we build every week, shown as working demos. Pick one and we deliver a prototype tailored to your data within ${PROMISES.prototypeWithinHours} hours.`}
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
            eyebrow="Predictive analytics"
            title="Know what happens next, and what to do about it"
            lead="Models trained on your own sales, stock and customer data forecast the months ahead and let you test a decision before you commit to it."
            points={[
              'Revenue, demand and churn forecasts updated daily',
              'What-if simulations for pricing, stock and campaigns',
              'Plain-English explanations of every prediction',
            ]}
          >
            <Link href="/onboarding-step?type=analytics" className={buttonClasses('primary', 'lg')}>
              Get Started
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
            Business dashboard
          </p>
          <h2
            id="dashboard-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Every number that matters, with a clear next step
          </h2>
          <p className="mt-4 text-lg text-ink-200">
            Sales, customers and support in one live view, connected to the tools you already use,
            with AI recommendations you can act on in one click.
          </p>
        </div>
        <DashboardDemo className="mx-auto mt-12 max-w-5xl" />
        <div className="mt-10 flex justify-center">
          <Link href="/onboarding-step?type=dashboard" className={buttonClasses('primary', 'lg')}>
            Build my dashboard
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
            Conversational AI assistant
          </p>
          <h2
            id="chatbot-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            An assistant that knows your business inside out
          </h2>
          <p className="mt-4 text-lg text-ink-200">
            Trained on your services, prices and policies, it answers customers in plain language,
            books appointments and hands the tricky conversations to your team.
          </p>
          <CheckList
            className="mt-8 text-ink-100"
            iconClassName="text-accent-400"
            items={[
              'On your website, WhatsApp or internal tools',
              'Answers grounded in your own documents',
              'Encrypted conversations and full transcripts for your team',
            ]}
          />
          <div className="mt-10">
            <Link href="/onboarding-step?type=chatbot" className={buttonClasses('primary', 'lg')}>
              Build my assistant
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
          Something else in mind?
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-600">
          Tell us the problem. You get a working prototype within {PROMISES.prototypeWithinHours}{' '}
          hours and pay only if you approve it.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/onboarding-step" className={buttonClasses('primary', 'lg')}>
            Start Your Project
          </Link>
          <a href={schedulingUrl} {...external} className={buttonClasses('outline', 'lg')}>
            Book a call
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  )
}
