'use client'

import { getTranslation } from '@payloadcms/translations'
import { FieldsToExport } from '@payloadcms/plugin-import-export/rsc'
import {
  useConfig,
  useDocumentInfo,
  useDocumentTitle,
  useField,
  useTranslation,
} from '@payloadcms/ui'
import type { SelectFieldClientProps } from 'payload'
import { useEffect, useRef } from 'react'

type Props = SelectFieldClientProps & {
  /** The starting columns of each exportable collection (columns.ts). */
  columns: Record<string, readonly string[]>
}

/**
 * The export drawer's "Fields to export", as the plugin draws it, starting from the columns in
 * columns.ts instead of the list's visible ones (which left out a message's company and text);
 * and the drawer's title, "Export <collection>", where a new export had none ("[Untitled]").
 */
export function ExportColumns({ columns, ...props }: Props) {
  const { id } = useDocumentInfo()
  const { value: collectionSlug } = useField<string>({ path: 'collectionSlug' })
  const { setValue } = useField<string[]>({ path: props.path })
  const started = useRef<string | null>(null)

  // Runs after the plugin's own effect (a child's effects run first), once per collection.
  useEffect(() => {
    if (id || !collectionSlug || started.current === collectionSlug) return
    const defaults = columns[collectionSlug]
    if (!defaults) return
    started.current = collectionSlug
    setValue([...defaults])
  }, [id, collectionSlug, columns, setValue])

  useDrawerTitle(collectionSlug)
  return <FieldsToExport {...props} />
}

/** Titles the drawer "Export <plural label>", the words of the list menu's item. */
function useDrawerTitle(collectionSlug: string | undefined) {
  const { title, setDocumentTitle } = useDocumentTitle()
  const { getEntityConfig } = useConfig()
  const { i18n } = useTranslation()
  const plural = collectionSlug ? getEntityConfig({ collectionSlug })?.labels?.plural : undefined
  const wanted = plural ? `Export ${getTranslation(plural, i18n).toLowerCase()}` : null
  // The title provider sets its own title from the (empty) document after mounting: this sets
  // it again whenever it differs.
  useEffect(() => {
    if (wanted && title !== wanted) setDocumentTitle(wanted)
  }, [wanted, title, setDocumentTitle])
}
