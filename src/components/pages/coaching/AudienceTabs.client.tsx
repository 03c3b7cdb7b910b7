'use client'

import { Tabs } from 'radix-ui'
import { useId, useState } from 'react'

import { useEarlyClick } from '@/components/layout/early.client'
import { CheckList } from '@/components/pages/sections'
import type { AudienceTab } from '@/content/coaching'

const TRIGGER_CLASS =
  'rounded-xl px-2 py-2.5 text-sm leading-tight font-semibold text-ink-700 sm:rounded-full sm:px-6 sm:whitespace-nowrap transition-colors hover:text-ink-950 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm'

/** One tab; a tap before the script arrived selects it once mounted. */
function AudienceTrigger({
  audience,
  onSelect,
}: {
  audience: AudienceTab
  onSelect: (value: AudienceTab['value']) => void
}) {
  const early = useId()
  useEarlyClick(early, () => onSelect(audience.value))
  return (
    <Tabs.Trigger value={audience.value} data-early={early} className={TRIGGER_CLASS}>
      {audience.label}
    </Tabs.Trigger>
  )
}

/** Who the coaching is for, as Radix Tabs (arrow keys move between tabs). */
export function AudienceTabs({ audiences }: { audiences: AudienceTab[] }) {
  const [selected, setSelected] = useState(audiences[0]?.value)
  return (
    <Tabs.Root
      value={selected}
      onValueChange={(value) => {
        const audience = audiences.find((item) => item.value === value)
        if (audience) setSelected(audience.value)
      }}
    >
      <Tabs.List
        aria-label="Who coaching is for"
        className="grid w-full grid-cols-3 gap-1 rounded-2xl bg-ink-100 p-1 sm:inline-grid sm:w-auto sm:rounded-full"
      >
        {audiences.map((audience) => (
          <AudienceTrigger key={audience.value} audience={audience} onSelect={setSelected} />
        ))}
      </Tabs.List>
      {audiences.map((audience) => (
        <Tabs.Content
          key={audience.value}
          value={audience.value}
          className="mt-8 grid gap-8 rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-[var(--shadow-card)] sm:p-10 lg:grid-cols-2"
        >
          <div>
            <h3 className="text-2xl font-bold text-ink-950">{audience.title}</h3>
            <p className="mt-3 text-ink-600">{audience.intro}</p>
          </div>
          <CheckList items={audience.outcomes} className="text-ink-800" />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
