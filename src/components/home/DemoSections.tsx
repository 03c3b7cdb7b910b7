import { AssistantDemo } from '@/components/demos/AssistantDemo'
import { DashboardDemo } from '@/components/demos/DashboardDemo.client'

import { SectionHeading } from './SectionHeading'

function Points({ items }: { items: string[] }) {
  return (
    <ul className="mt-8 space-y-3 text-ink-200">
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-400" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}

export function DashboardSection() {
  return (
    <section
      id="dashboard"
      aria-labelledby="dashboard-title"
      className="defer-render scroll-mt-24 py-16 sm:py-20 lg:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="dashboard-title"
          eyebrow="Business insights dashboard"
          title="Your numbers, with a clear next step"
          lede="A live view of sales, customers and support, with AI recommendations you can act on in one click. Try it below."
        />
        <DashboardDemo className="mx-auto mt-12 max-w-5xl" />
      </div>
    </section>
  )
}

export function AssistantSection() {
  return (
    <section
      id="chatbot"
      aria-labelledby="chatbot-title"
      className="defer-render scroll-mt-24 py-16 sm:py-20 lg:py-24"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="chatbot-title"
            align="left"
            eyebrow="Conversational AI assistant"
            title="An assistant that knows your business"
            lede="Trained on your services, prices and policies, it answers customers in plain language and takes care of the routine."
          />
          <Points
            items={[
              'Answers questions instantly, day and night',
              'Books appointments straight into your calendar',
              'Hands complex conversations over to your team',
            ]}
          />
        </div>
        <AssistantDemo className="w-full max-w-xl justify-self-center lg:justify-self-end" />
      </div>
    </section>
  )
}
