/**
 * Whether a toast has been asked for yet. The toaster (on every page) stays unloaded until then,
 * and only this flag is part of every page's scripts: the toast functions themselves (./toast)
 * load with the components that show toasts.
 */
let requested = false
const listeners = new Set<() => void>()

export const toasterRequested = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => requested,
}

/** Asks for the toaster, once: it loads and mounts before the first toast is handed to it. */
export function requestToaster(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}
