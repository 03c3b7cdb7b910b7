import { DataTable } from '@/components/pages/DataTable'
import { NumberedSteps } from '@/components/pages/NumberedSteps'
import { Section } from '@/components/pages/sections'

import { FAQ, STEPS, WHY_IT_MATTERS } from '../content'
import { CHECK_TABLE } from '../scoring/score'
import { WaitlistForm } from './WaitlistForm.client'

const scored = CHECK_TABLE.filter((row) => row.weight > 0)
const advisory = CHECK_TABLE.filter((row) => row.weight === 0)

export function WhyItMattersSection() {
  return (
    <Section
      id="why-it-matters"
      eyebrow="Why it matters"
      title="If AI cannot read your site, it cannot recommend you"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {WHY_IT_MATTERS.map((item) => (
          <li
            key={item.title}
            className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)]"
          >
            <h3 className="text-lg font-semibold text-ink-900">{item.title}</h3>
            <p className="mt-2 text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function HowItWorksSection() {
  return (
    <Section
      id="how-it-works"
      tone="muted"
      eyebrow="How it works"
      title="Four steps, about ten seconds"
    >
      <NumberedSteps
        steps={STEPS}
        className="grid gap-6 md:grid-cols-2 lg:grid-cols-4"
        itemClassName="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6"
        badgeClassName="inline-flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
        titleClassName="mt-4 text-lg font-semibold text-ink-900"
        textClassName="mt-2 text-ink-600"
      />
    </Section>
  )
}

export function ScoringSection() {
  return (
    <Section
      id="scoring"
      eyebrow="Scoring"
      title="How the score is weighted"
      lead="Every check has a published weight; they add up to 100. A pass earns the full weight, a warning half, a fail nothing. 80 or more is excellent, 50 to 79 is good, below 50 is limited."
    >
      <DataTable
        caption="Weights of the checks"
        columns={[
          { label: 'Check', className: 'px-4 py-3 font-semibold' },
          { label: 'Points', className: 'px-4 py-3 text-right font-semibold' },
        ]}
        frameClassName="overflow-x-auto rounded-2xl border border-ink-200"
        scrolls
        tableClassName="w-full min-w-[32rem] text-left text-sm"
        headClassName="bg-ink-50 text-ink-700"
        bodyClassName="divide-y divide-ink-100"
      >
        {scored.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-3 text-ink-800">{row.label}</td>
            <td className="px-4 py-3 text-right font-semibold text-ink-900">{row.weight}</td>
          </tr>
        ))}
        {advisory.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-3 text-ink-600">{row.label}</td>
            <td className="px-4 py-3 text-right text-ink-500">reported, not scored</td>
          </tr>
        ))}
      </DataTable>
    </Section>
  )
}

export function FaqSection() {
  return (
    <Section id="faq" tone="muted" eyebrow="FAQ" title="Questions about the checker">
      <div className="max-w-3xl divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white">
        {FAQ.map((item) => (
          <details key={item.question} className="group px-6 py-4">
            <summary className="cursor-pointer list-none font-semibold text-ink-900 marker:hidden">
              <span className="flex items-center justify-between gap-4">
                {item.question}
                <span
                  aria-hidden
                  className="text-ink-500 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-ink-600">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}

export function WaitlistSection() {
  return (
    <Section
      id="waitlist"
      eyebrow="Coming soon"
      title="Clavius: search built for the AI era"
      lead="We are building Clavius, an AI search platform that shows how assistants see your business and keeps you in their answers. Join the waitlist to hear first when it launches."
    >
      <div className="max-w-4xl rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-8">
        <WaitlistForm />
      </div>
    </Section>
  )
}
