'use client'

import { useState } from 'react'

import { cn } from '@/lib/cn'

/*
 * The predictive-analytics demo: static, no server call.
 * 'Simulate Impact' swaps in canned figures; the second button reshapes the forecast line.
 */

const ACTUAL = [41, 44, 43, 47, 50, 52]
const FORECASTS = {
  trend: [54, 56, 58, 60, 62, 64],
  // Same six-month total as the trend; seasonality only moves revenue between months.
  seasonal: [52, 58, 49, 56, 68, 71],
} as const
type Shape = keyof typeof FORECASTS

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

const FIGURES = {
  baseline: {
    kpis: [
      { label: 'Forecast revenue, Jul to Dec', value: '£354,000' },
      { label: 'Customers at risk of leaving', value: '46' },
      { label: 'Forecast accuracy', value: '94%' },
    ],
    insight:
      'Demand for your three best-selling products is set to rise 12% from July. At today’s stock levels you will run short in week two.',
  },
  simulated: {
    kpis: [
      { label: 'Forecast revenue, Jul to Dec', value: '£388,500', change: '+£34,500' },
      { label: 'Customers at risk of leaving', value: '19', change: '−27' },
      { label: 'Forecast accuracy', value: '94%' },
    ],
    insight:
      'Simulated: restocking those three products now and sending a win-back offer to the 46 at-risk customers adds an estimated £34,500 over six months and keeps 27 of them.',
  },
} as const

const W = 420
const H = 220
const PAD = { top: 16, right: 12, bottom: 30, left: 32 }
const MIN = 35
const MAX = 75

const x = (index: number) => PAD.left + (index * (W - PAD.left - PAD.right)) / (MONTHS.length - 1)
const y = (value: number) => PAD.top + ((MAX - value) * (H - PAD.top - PAD.bottom)) / (MAX - MIN)
const path = (points: [number, number][]) =>
  points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`).join(' ')

export function PredictiveDemo({ className }: { className?: string }) {
  const [simulated, setSimulated] = useState(false)
  const [shape, setShape] = useState<Shape>('trend')
  const figures = simulated ? FIGURES.simulated : FIGURES.baseline

  const actualPoints = ACTUAL.map((value, i) => [x(i), y(value)] as [number, number])
  // The forecast starts from the last actual month so the two lines join.
  const forecastPoints = [
    actualPoints[actualPoints.length - 1]!,
    ...FORECASTS[shape].map((value, i) => [x(ACTUAL.length + i), y(value)] as [number, number]),
  ]

  return (
    <div
      className={cn(
        'rounded-2xl border border-white/10 bg-ink-900 p-4 text-white shadow-2xl shadow-brand-900/30 sm:p-6',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">Revenue forecast</h3>
          <p className="text-sm text-ink-300">
            Monthly revenue, £k · {shape === 'seasonal' ? 'seasonal model' : 'trend model'}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-xs font-semibold',
            simulated ? 'bg-emerald-400/15 text-emerald-300' : 'bg-white/10 text-ink-200',
          )}
        >
          {simulated ? 'Scenario applied' : 'Current plan'}
        </span>
      </div>

      <dl className="mt-5 grid gap-3 sm:grid-cols-3" data-testid="predictive-figures">
        {figures.kpis.map((kpi) => (
          <div key={kpi.label} className="rounded-xl border border-white/10 bg-white/[0.03] p-3">
            <dt className="text-xs text-ink-300">{kpi.label}</dt>
            <dd className="mt-1 flex items-baseline gap-2">
              <span className="text-xl font-bold">{kpi.value}</span>
              {'change' in kpi ? (
                <span className="text-xs font-semibold text-emerald-300">{kpi.change}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>

      <figure className="mt-5">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="h-auto w-full"
          role="img"
          aria-labelledby="forecast-chart-title"
          data-shape={shape}
        >
          <title id="forecast-chart-title">
            {`Revenue for January to June, and the ${shape === 'seasonal' ? 'seasonal' : 'trend'} forecast for July to December`}
          </title>
          {[40, 50, 60, 70].map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={W - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                stroke="rgb(255 255 255 / 0.08)"
              />
              <text x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fontSize="13" fill="#b3b9cf">
                {tick}
              </text>
            </g>
          ))}
          {MONTHS.map((month, i) => (
            <text key={month} x={x(i)} y={H - 8} textAnchor="middle" fontSize="13" fill="#b3b9cf">
              {month}
            </text>
          ))}
          <line
            x1={x(ACTUAL.length - 1)}
            x2={x(ACTUAL.length - 1)}
            y1={PAD.top}
            y2={H - PAD.bottom}
            stroke="rgb(255 255 255 / 0.2)"
            strokeDasharray="2 4"
          />
          <path
            d={path(actualPoints)}
            fill="none"
            stroke="#8187f9"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <path
            data-testid="forecast-line"
            d={path(forecastPoints)}
            fill="none"
            stroke="#22d3ee"
            strokeWidth="3"
            strokeDasharray="7 6"
            strokeLinecap="round"
            className="transition-[d] duration-500"
          />
          {forecastPoints.slice(1).map(([px, py], i) => (
            <circle key={i} cx={px} cy={py} r="3.5" fill="#22d3ee" />
          ))}
        </svg>
        <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-ink-300">
          <span className="flex items-center gap-2">
            <span aria-hidden className="h-0.5 w-5 bg-brand-400" /> Actual
          </span>
          <span className="flex items-center gap-2">
            <span aria-hidden className="h-0.5 w-5 border-t-2 border-dashed border-accent-400" />{' '}
            Forecast
          </span>
        </figcaption>
      </figure>

      <p
        className="mt-5 rounded-xl bg-white/5 p-4 text-sm text-ink-100"
        aria-live="polite"
        data-testid="predictive-insight"
      >
        {figures.insight}
      </p>

      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={() => setSimulated((value) => !value)}
          aria-pressed={simulated}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-500"
        >
          {simulated ? 'Reset Simulation' : 'Simulate Impact'}
        </button>
        <button
          type="button"
          onClick={() => setShape((value) => (value === 'trend' ? 'seasonal' : 'trend'))}
          aria-pressed={shape === 'seasonal'}
          className="inline-flex h-11 items-center justify-center rounded-full border border-white/20 bg-white/5 px-5 text-sm font-semibold text-white hover:bg-white/10"
        >
          {shape === 'trend' ? 'Apply Seasonality' : 'Show Trend Only'}
        </button>
      </div>
    </div>
  )
}
