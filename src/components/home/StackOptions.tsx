import { HOME, STACK_GROUPS } from '@/content/home'

import { SectionHeading } from './SectionHeading'
import { StackGroup } from './StackGroup.client'

export function StackOptions() {
  return (
    <section id="stack" aria-labelledby="stack-title" className="defer-render section-home">
      <div className="container-page grid gap-12 lg:grid-cols-5 lg:gap-16">
        <SectionHeading
          id="stack-title"
          align="left"
          eyebrow={HOME.stack.eyebrow}
          title={HOME.stack.title}
          lede={HOME.stack.lead}
          className="self-start lg:sticky lg:top-28 lg:col-span-2"
        />
        <div className="grid content-start gap-3 lg:col-span-3">
          {STACK_GROUPS.map((group) => (
            <StackGroup key={group.id} title={group.title} items={group.items} />
          ))}
        </div>
      </div>
    </section>
  )
}
