import type { ExternalToast, toast as sonnerToast } from 'sonner'

import { requestToaster } from './toasterRequest'

type Message = Parameters<typeof sonnerToast>[0]
type Kind = 'success' | 'error' | 'info' | 'warning'

/**
 * Shows a toast through sonner, loaded on the first call together with the toaster that renders
 * it. sonner keeps toasts made before its toaster subscribes and hands them over, so none is lost.
 */
function show(kind: Kind | null, message: Message, data?: ExternalToast): void {
  requestToaster()
  void import('sonner').then(({ toast: sonner }) => {
    if (kind) sonner[kind](message, data)
    else sonner(message, data)
  })
}

/** sonner's `toast`, `toast.success` and `toast.error`, without sonner in the first page load. */
export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show(null, message, data),
  {
    success: (message: Message, data?: ExternalToast) => show('success', message, data),
    error: (message: Message, data?: ExternalToast) => show('error', message, data),
    info: (message: Message, data?: ExternalToast) => show('info', message, data),
    warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
  },
)

const series = new Map<string, number>()

/**
 * The options of a toast that replaces the last one of its `name` (a form's answers, the
 * login's): that one is dismissed as this one arrives, so a run of answers never piles up. Each
 * gets an id of its own: sonner would fold an update of the same id into a toast that is
 * already closing, and it would never show.
 */
export function replacing(name: string, data?: ExternalToast): ExternalToast {
  const shown = series.get(name) ?? 0
  if (shown > 0)
    void import('sonner').then(({ toast: sonner }) => sonner.dismiss(`${name}-${shown}`))
  series.set(name, shown + 1)
  return { ...data, id: `${name}-${shown + 1}` }
}
