import Link from 'next/link'

import { CtaBand } from '@/components/pages/CtaBand'
import { Card, PageHero, Section } from '@/components/pages/sections'
import { buttonClasses } from '@/components/ui/button'

const STATES = [
  {
    name: 'Essence',
    text: 'Start with why. Describe the single feeling or outcome your product must deliver before you write a line of code.',
    glyph: '◎',
  },
  {
    name: 'Space',
    text: 'Leave room for the AI to suggest. A prompt that is too tight gets you exactly what you asked for and nothing better.',
    glyph: '◌',
  },
  {
    name: 'Intuition',
    text: 'Trust your reaction to what appears. If a screen feels wrong, say so in plain words and let the model find out why.',
    glyph: '✧',
  },
  {
    name: 'Rhythm',
    text: 'Work in short loops: prompt, run, look, refine. Small steps keep the code understandable and the momentum high.',
    glyph: '∿',
  },
  {
    name: 'Silence',
    text: 'Step back and read what was built. Quiet review catches the bugs and shortcuts that speed hides.',
    glyph: '◯',
  },
  {
    name: 'Awakening',
    text: 'Ship it, watch real people use it and let what you learn set the next vibe.',
    glyph: '☼',
  },
]

const ALLIES = [
  {
    name: 'GPT-4o',
    role: 'The brainstormer',
    text: 'Fast, multimodal and good at turning a rough idea, a sketch or a screenshot into a first plan.',
  },
  {
    name: 'Claude',
    role: 'The careful architect',
    text: 'Strong at reading long code, explaining trade-offs and writing clear, well-structured changes.',
  },
  {
    name: 'Cursor',
    role: 'The studio',
    text: 'An AI-first editor where you chat with your whole codebase and apply changes across many files.',
  },
  {
    name: 'GitHub Copilot',
    role: 'The pair programmer',
    text: 'Completes lines and functions as you type, right inside the editor you already use.',
  },
]

const PROMPTS = [
  {
    title: 'Set the vibe',
    text: 'Build a calm, minimal landing page for a neighbourhood coffee roaster. It should feel like a slow Sunday morning: warm colours, generous spacing, one clear button to order beans.',
  },
  {
    title: 'Shape the flow',
    text: 'Add a booking form to this page. Keep it to three steps, explain each step in one friendly sentence, and show a cheerful confirmation at the end. Ask me before adding any new library.',
  },
  {
    title: 'Refine with intuition',
    text: 'The dashboard feels cluttered. Suggest three ways to simplify it, explain the trade-off of each, then implement the one that keeps the most important number visible at a glance.',
  },
]

export function VibeHero() {
  return (
    <PageHero
      eyebrow="Create with flow"
      title={<span className="text-gradient">AI Vibe Coding</span>}
      lead="Describe what you want to feel, not just what you want to build. Vibe coding pairs your intuition with AI tools so ideas become working software at the speed of thought."
    >
      <figure className="w-full max-w-2xl border-l-2 border-accent-400 pl-5">
        <blockquote className="text-xl italic text-white sm:text-2xl">
          <p>&ldquo;Code is no longer only written. It is conversed, felt and shaped.&rdquo;</p>
        </blockquote>
        <figcaption className="mt-3 text-sm text-ink-300">The vibe coding mindset</figcaption>
      </figure>
    </PageHero>
  )
}

export function StatesSection() {
  return (
    <Section
      id="states"
      eyebrow="Six creative states"
      title="The rhythm of a vibe coding session"
      lead="Every good session moves through the same six states. Notice where you are, and you will know what to ask for next."
    >
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
      eyebrow="Your AI allies"
      title="Four tools, one flow"
      lead="Each ally has a strength. Knowing which to call on is half the craft."
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
      eyebrow="Sample prompts"
      title="Prompts that carry a vibe"
      lead="Notice how each one describes a feeling and a boundary, not only a feature."
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
      title="Ready to build with flow?"
      actions={
        <Link href="/contact" className={buttonClasses('primary', 'lg')}>
          Start Your Vibe Journey
        </Link>
      }
    >
      Tell us what you want to create. We will help you set up the tools, find your rhythm and ship
      your first idea.
    </CtaBand>
  )
}
