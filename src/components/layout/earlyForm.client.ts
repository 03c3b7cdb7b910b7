'use client'

import { useLayoutEffect, type RefObject } from 'react'

import { claim, earlyState, release } from './early.client'

/** Sets a field as typing would, so that React's and the form library's change handlers see it. */
function retype(field: Element, value: string | boolean) {
  if (field instanceof HTMLInputElement && typeof value === 'boolean') {
    if (field.checked !== value) field.click()
    return
  }
  if (
    !(field instanceof HTMLInputElement) &&
    !(field instanceof HTMLTextAreaElement) &&
    !(field instanceof HTMLSelectElement)
  ) {
    return
  }
  if (field.value === value) return
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set
  setter?.call(field, value)
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  )
}

/**
 * The field of `form` that stands for `field`, a field typed into before the scripts arrived:
 * itself, or, when React had to draw the form afresh rather than adopt the server's markup,
 * the new field of the same name (and value, for a radio button).
 */
function counterpart(form: HTMLFormElement, field: Element): Element | null {
  if (form.contains(field)) return field
  if (
    field.isConnected ||
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
  ) {
    return null
  }
  if (field.form?.getAttribute('data-early') !== form.getAttribute('data-early')) return null
  const named = form.elements.namedItem(field.name)
  if (named instanceof RadioNodeList) {
    return (
      Array.from(named).find((radio) => (radio as HTMLInputElement).value === field.value) ?? null
    )
  }
  return named instanceof Element ? named : null
}

/**
 * For a form marked `data-early={id}`: puts back what was typed before the form was hydrated,
 * and submits the form if it was submitted before. Call it after the form library's own hook.
 *
 * The typed values go back in a layout effect, in the very commit that hydrates the form: its
 * fields have just been handed to React (and to the form library, which may have written its
 * defaults into them), and no keystroke can come between that and this. From then on the
 * inline script stops noting, and every keystroke reaches the components' own handlers. A
 * value is put back only where the field no longer shows it, so nothing typed is overwritten.
 */
export function useEarlyForm(id: string, form: RefObject<HTMLFormElement | null>) {
  useLayoutEffect(() => {
    const state = earlyState()
    const element = form.current
    const submitted = claim(id)
    if (state && element) {
      state.typed.forEach((value, field) => {
        const target = counterpart(element, field)
        if (!target) return
        state.typed.delete(field)
        retype(target, value)
      })
      // After the commit, so that the submission meets the components' handlers in place.
      if (submitted) queueMicrotask(() => element.isConnected && element.requestSubmit())
    }
    return () => release(id)
  }, [id, form])
}
