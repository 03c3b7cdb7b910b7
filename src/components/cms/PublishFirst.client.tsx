'use client'

import { PublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

/** Frames to wait for the drawer's radio: it mounts with the modal, in a portal. */
const MAX_FRAMES = 30

/**
 * Payload's Publish button, whose schedule drawer opens on "Publish". Payload picks "Unpublish"
 * whenever the document has no unsaved draft (a published post as it was opened), so one click
 * on Schedule would take the post offline. The drawer's type is its own state, not a prop this
 * button passes; so when it opens, its Publish radio (`field-<drawer>-type-publish`) is chosen.
 */
export function PublishFirst() {
  const { id } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawer = `schedule-publish-${id}`
  const open = isModalOpen(drawer)
  useEffect(() => {
    if (!open) return
    let frame = 0
    let handle = 0
    const choosePublish = () => {
      const radio = document.getElementById(`field-${drawer}-type-publish`)
      if (radio instanceof HTMLInputElement) {
        if (!radio.checked) radio.click()
        return
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(choosePublish)
    }
    handle = requestAnimationFrame(choosePublish)
    return () => cancelAnimationFrame(handle)
  }, [open, drawer])
  return <PublishButton />
}
