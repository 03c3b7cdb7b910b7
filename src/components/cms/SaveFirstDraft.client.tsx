'use client'

import {
  SaveDraftButton,
  useAllFormFields,
  useConfig,
  useDocumentInfo,
  useForm,
  useFormModified,
  useLocale,
} from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useRef, useState } from 'react'

import { firstDraftSubmit } from '@/lib/upstream/firstDraftSubmit'

/** As long as the editor's pause before an autosave (the Posts collection's interval). */
const FIRST_SAVE_DELAY_MS = 800

/** The form's values without the ones Payload fills in itself. */
function editedValues(fields: Parameters<typeof reduceFieldsToValues>[0]): string {
  const { updatedAt: _updated, createdAt: _created, ...values } = reduceFieldsToValues(fields, true)
  return JSON.stringify(values)
}

/**
 * Payload's Save Draft button for a post that does not exist yet, which also saves the first
 * draft by itself once the editor has typed something and paused. Payload creates an empty
 * draft as soon as Create New opens unless drafts are validated, and with validation it waits
 * for Save Draft; this keeps "saved as you type" without the empty draft. After the first save
 * Payload's own autosave takes over (the button is only shown before it).
 */
export function SaveFirstDraft() {
  const { id, collectionSlug } = useDocumentInfo()
  const modified = useFormModified()
  const [fields] = useAllFormFields()
  const { submit } = useForm()
  const {
    config: {
      routes: { api },
    },
  } = useConfig()
  const { code: locale } = useLocale()
  const values = editedValues(fields)
  const [opened] = useState(values)
  const saving = useRef(false)

  // Keyed on the values, not the form state: a refused save changes only the fields' errors,
  // and is tried again when the editor changes something, not in a loop.
  useEffect(() => {
    if (id || !collectionSlug || !modified || saving.current) return
    if (values === opened) return
    const timer = setTimeout(() => {
      saving.current = true
      void Promise.resolve(submit(firstDraftSubmit({ api, collectionSlug, locale }))).finally(
        () => {
          saving.current = false
        },
      )
    }, FIRST_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [id, collectionSlug, modified, values, opened, submit, api, locale])

  return <SaveDraftButton />
}
