'use client'

import { Toaster as Sonner } from 'sonner'

/**
 * Spec §9 'Toasts': one visible at a time, 5000 ms by default (callers pass 3000 where the
 * spec says so), F8 focuses the toast region.
 */
export function Toaster() {
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="bottom-right"
      richColors
      closeButton
      containerAriaLabel="Notifications"
    />
  )
}
