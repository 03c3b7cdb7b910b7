'use client'

import { useId, useState } from 'react'

import { cn } from '@/lib/cn'

const PERIODS = ['Week', 'Month', 'Year'] as const
type Period = (typeof PERIODS)[number]

// Sample figures: the period switch is display only, so they stay put.
const KPIS = [
  { label: 'Revenue', value: '£48,250', change: '+12.5%' },
  { label: 'New customers', value: '326', change: '+8.1%' },
  { label: 'Conversion rate', value: '3.8%', change: '+0.6 pts' },
  { label: 'Support tickets', value: '142', change: '−18%' },
] as const

const BARS = [38, 52, 45, 61, 58, 72, 66, 80, 74, 88, 83, 96]

const DETAILS =
  'Trail Runner 2 sold 41% faster than forecast over the last 14 days, and stock covers 6 days of demand. Ordering 120 units now avoids an expected stock-out before the weekend peak.'

/** The business-insights dashboard demo: a period switch (display only) and one recommendation. */
export function DashboardDemo({ className }: { className?: string }) {
  const [period, setPeriod] = useState<Period>('Month')
  const [applied, setApplied] = useState(false)
  const [detailsOpen, setDetailsOpen] = useState(false)
  const detailsId = useId()

  return (
    <div
      className={cn(
        'rounded-2xl border border-white/10 bg-ink-900 p-4 text-white shadow-2xl shadow-brand-900/30 sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h3 className="text-lg font-semibold">Business Insights</h3>
          <p className="text-sm text-ink-300">This {period.toLowerCase()} at a glance</p>
        </div>
        <div role="group" aria-label="Period" className="dash-periods">
          {PERIODS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={period === option}
              onClick={() => setPeriod(option)}
            >
              {option}
            </button>
          ))}
        </div>
      </div>

      <dl className="dash-kpis mt-6">
        {KPIS.map((kpi) => (
          <div key={kpi.label}>
            <dt>{kpi.label}</dt>
            <dd>{kpi.value}</dd>
            <dd>{kpi.change}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-4 grid gap-4 lg:grid-cols-5">
        <figure className="rounded-xl border border-white/10 bg-white/[0.03] p-4 lg:col-span-3">
          <figcaption className="flex items-center justify-between text-sm">
            <span className="font-medium">Revenue trend</span>
            <span className="text-ink-300">by {period === 'Year' ? 'month' : 'day'}</span>
          </figcaption>
          <div className="mt-4 flex h-36 items-end gap-1.5" aria-hidden="true">
            {BARS.map((height, index) => (
              <div
                key={index}
                className="bar-chart"
                style={{ height: `${height}%`, opacity: 0.45 + (index / BARS.length) * 0.55 }}
              />
            ))}
          </div>
        </figure>

        <div className="flex flex-col rounded-xl border border-accent-400/30 bg-gradient-to-br from-brand-900/60 to-ink-900 p-4 lg:col-span-2">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-accent-300 uppercase">
            <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
              <path d="M10 1.5l1.9 4.6 4.6 1.9-4.6 1.9L10 14.5l-1.9-4.6L3.5 8l4.6-1.9L10 1.5zM15.5 13l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9.9-2.1z" />
            </svg>
            AI recommendation
          </p>
          {/* Announces the change of heading to screen readers. */}
          <div aria-live="polite">
            <h4 className="mt-2 text-base font-semibold">
              {applied ? 'Action Applied' : 'Restock your best seller before the weekend'}
            </h4>
            <p className="mt-1 text-sm text-ink-300">
              {applied
                ? 'A purchase order for 120 units has been drafted. We will track the impact on next week’s revenue.'
                : 'Demand for Trail Runner 2 is up 41%. Reordering now protects an estimated £6,800 in sales.'}
            </p>
          </div>
          {detailsOpen && !applied && (
            <p id={detailsId} className="mt-2 text-sm text-ink-200">
              {DETAILS}
            </p>
          )}
          <div className="mt-auto flex flex-wrap gap-2 pt-4">
            <button
              type="button"
              disabled={applied}
              onClick={() => setApplied(true)}
              className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60"
            >
              Apply Recommendation
            </button>
            <button
              type="button"
              disabled={applied}
              aria-expanded={detailsOpen && !applied}
              aria-controls={detailsId}
              onClick={() => setDetailsOpen((open) => !open)}
              className="rounded-full border border-white/20 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-60"
            >
              View Details
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
