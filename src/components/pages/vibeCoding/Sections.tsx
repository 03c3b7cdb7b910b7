import Link from 'next/link'

import { CtaBand } from '@/components/pages/CtaBand'
import { Card, PageHero, Section } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'
import { ALLIES, PROMPTS, STATES, VIBE_CODING } from '@/content/vibeCoding'

const { hero, states, allies, prompts, closing } = VIBE_CODING

export function VibeHero() {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={<span className="text-gradient">{hero.title}</span>}
      lead={hero.lead}
    >
      <figure className="w-full max-w-2xl border-l-2 border-accent-400 pl-5">
        <blockquote className="text-xl italic text-white sm:text-2xl">
          <p>&ldquo;{hero.quote}&rdquo;</p>
        </blockquote>
        <figcaption className="mt-3 text-sm text-ink-300">{hero.quoteBy}</figcaption>
      </figure>
    </PageHero>
  )
}

export function StatesSection() {
  return (
    <Section id="states" eyebrow={states.eyebrow} title={states.title} lead={states.lead}>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {STATES.map((state, index) => (
          <Card as="li" key={state.name}>
            <div className="flex items-center gap-4">
              <span
                aria-hidden
                className="grid size-12 place-items-center rounded-2xl bg-gradient-to-br from-brand-500 to-accent-500 text-2xl text-white"
              >
                {state.glyph}
              </span>
              <div>
                <p className="text-xs font-semibold uppercase tracking-wider text-ink-600">
                  State {index + 1}
                </p>
                <h3 className="text-xl font-semibold text-ink-950">{state.name}</h3>
              </div>
            </div>
            <p className="mt-4 text-ink-600">{state.text}</p>
          </Card>
        ))}
      </ol>
    </Section>
  )
}

export function AlliesSection() {
  return (
    <Section
      id="allies"
      tone="dark"
      eyebrow={allies.eyebrow}
      title={allies.title}
      lead={allies.lead}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ALLIES.map((ally) => (
          <li key={ally.name} className="rounded-2xl border border-white/10 bg-white/5 p-6">
            <h3 className="text-xl font-semibold">{ally.name}</h3>
            <p className="mt-1 text-sm font-medium text-accent-300">{ally.role}</p>
            <p className="mt-3 text-ink-200">{ally.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function PromptsSection() {
  return (
    <Section
      id="prompts"
      tone="muted"
      eyebrow={prompts.eyebrow}
      title={prompts.title}
      lead={prompts.lead}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {PROMPTS.map((prompt) => (
          <li
            key={prompt.title}
            className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]"
          >
            <div className="flex items-center gap-1.5 border-b border-ink-200 bg-ink-50 px-4 py-3">
              <span aria-hidden className="size-2.5 rounded-full bg-red-400" />
              <span aria-hidden className="size-2.5 rounded-full bg-amber-400" />
              <span aria-hidden className="size-2.5 rounded-full bg-emerald-400" />
              <h3 className="ml-3 text-sm font-semibold text-ink-800">{prompt.title}</h3>
            </div>
            <p className="flex-1 p-6 font-mono text-sm leading-relaxed text-ink-800">
              {prompt.text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}

export function ClosingCta() {
  return (
    <CtaBand
      headingId="vibe-cta"
      title={closing.title}
      actions={
        <Link href="/contact" className={buttonClasses('primary', 'lg')}>
          {closing.action}
        </Link>
      }
    >
      {closing.text}
    </CtaBand>
  )
}
