'use client'

import { PublishButton, useDocumentInfo, useModal } from '@payloadcms/ui'
import { useEffect } from 'react'

import { choosePublishInDrawer, scheduleDrawerSlug } from '@/lib/upstream/schedulePublishRadio'

/**
 * Payload's Publish button, whose schedule drawer opens on "Publish". Payload picks "Unpublish"
 * whenever the document has no unsaved draft (a published post as it was opened), so one click
 * on Schedule would take the post offline. The drawer's type is its own state, not a prop this
 * button passes; so when it opens, its Publish radio is chosen.
 */
export function PublishFirst() {
  const { id } = useDocumentInfo()
  const { isModalOpen } = useModal()
  const drawer = scheduleDrawerSlug(id)
  const open = isModalOpen(drawer)
  useEffect(() => {
    if (!open) return
    return choosePublishInDrawer(drawer)
  }, [open, drawer])
  return <PublishButton />
}
