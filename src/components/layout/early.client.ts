'use client'

import { useEffect, useId, useRef, useState } from 'react'

/**
 * The components' side of the inline script in EarlyInput.tsx: what was clicked, submitted and
 * typed on a `data-early` control before its component was mounted. Forms put back what was
 * typed with earlyForm.client.ts, kept apart so that pages without a form do not load it.
 */
type EarlyState = {
  held: string[]
  ready: Record<string, boolean>
  typed: Map<Element, string | boolean>
}

export function earlyState(): EarlyState | undefined {
  return (window as { __early?: EarlyState }).__early
}

function controls(id: string): NodeListOf<HTMLElement> {
  return document.querySelectorAll<HTMLElement>(`[data-early="${CSS.escape(id)}"]`)
}

/** Claims `id`: later taps reach the component itself. True when a tap was held for it. */
export function claim(id: string): boolean {
  const state = earlyState()
  if (!state) return false
  state.ready[id] = true
  const index = state.held.indexOf(id)
  if (index < 0) return false
  state.held.splice(index, 1)
  const heard = (element: Element) => {
    element.removeAttribute('aria-busy')
    element.removeAttribute('data-pending')
  }
  controls(id).forEach((element) => {
    heard(element)
    element.querySelectorAll('[data-pending]').forEach(heard)
  })
  return true
}

/** Gives `id` back: a tap on its control is held again until a component claims it. */
export function release(id: string) {
  const state = earlyState()
  if (state) delete state.ready[id]
}

/**
 * For a control marked `data-early={id}`: runs `onEarlyClick` once mounted when the control was
 * tapped before, so that the tap opens what it should.
 */
export function useEarlyClick(id: string, onEarlyClick: () => void) {
  const latest = useRef(onEarlyClick)
  useEffect(() => {
    latest.current = onEarlyClick
  })
  useEffect(() => {
    if (claim(id)) latest.current()
    return () => release(id)
  }, [id])
}

/**
 * A control that opens a dialog whose code loads on first use. `early` goes on the control as
 * `data-early`; a tap held before mounting opens the dialog. `mounted` turns true on the first
 * opening and stays so, keeping the dialog (and its closing animation) mounted after that.
 */
export function useEarlyDialog() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const show = () => {
    setMounted(true)
    setOpen(true)
  }
  const early = useId()
  useEarlyClick(early, show)
  return { early, open, setOpen, mounted, show }
}
