import { AssistantDemo } from '@/components/demos/AssistantDemo'
import { DashboardDemo } from '@/components/demos/DashboardDemo.client'

import { SectionHeading } from './SectionHeading'

function Points({ items }: { items: string[] }) {
  return (
    <ul className="list-dot mt-8">
      {items.map((item) => (
        <li key={item}>
          <span aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}

export function DashboardSection() {
  return (
    <section id="dashboard" aria-labelledby="dashboard-title" className="defer-render section-home">
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
    <section id="chatbot" aria-labelledby="chatbot-title" className="defer-render section-home">
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
