import { AssistantDemo } from '@/components/demos/AssistantDemo'
import { DashboardDemo } from '@/components/demos/DashboardDemo.client'
import { HOME } from '@/content/home'

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
          eyebrow={HOME.dashboard.eyebrow}
          title={HOME.dashboard.title}
          lede={HOME.dashboard.lead}
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
            eyebrow={HOME.assistant.eyebrow}
            title={HOME.assistant.title}
            lede={HOME.assistant.lead}
          />
          <Points items={HOME.assistant.points} />
        </div>
        <AssistantDemo className="w-full max-w-xl justify-self-center lg:justify-self-end" />
      </div>
    </section>
  )
}
