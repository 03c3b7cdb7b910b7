'use client'

import { useAllFormFields, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL, reduceFieldsToValues } from 'payload/shared'
import { useEffect, useRef } from 'react'

import { DISCARD_EMPTY_DRAFT_PATH, isEmptyPost } from '@/collections/Posts/emptyPost'

/**
 * Leaves no empty post behind. /cms saves a new post's first draft as soon as the editor types
 * (SaveFirstDraft); an editor who then clears what they typed and leaves would leave a
 * "<No Title>" draft. When the editor leaves the post (another page of /cms, or the tab closes)
 * while it has never been published and its form is empty, the server is asked to delete it;
 * it does so only if the post, as stored, is empty and was never published either. Renders
 * nothing.
 */
export function DiscardEmptyDraft() {
  const { id, collectionSlug, hasPublishedDoc } = useDocumentInfo()
  const router = useRouter()
  const [fields] = useAllFormFields()
  const {
    config: {
      routes: { admin: adminRoute, api },
    },
  } = useConfig()
  const empty = isEmptyPost(reduceFieldsToValues(fields, true))
  const latest = useRef({ id, empty, hasPublishedDoc })
  useEffect(() => {
    latest.current = { id, empty, hasPublishedDoc }
  })

  useEffect(() => {
    if (!collectionSlug) return
    const discard = () => {
      const { id, empty, hasPublishedDoc } = latest.current
      if (id === undefined || id === null || !empty || hasPublishedDoc) return
      // keepalive: the request outlives a closing tab. The page the editor went to (the list)
      // may have been rendered before the delete: it is rendered again once the post is gone.
      void fetch(
        formatAdminURL({
          apiRoute: api,
          path: `/${collectionSlug}/${id}/${DISCARD_EMPTY_DRAFT_PATH}`,
        }),
        { method: 'POST', credentials: 'include', keepalive: true },
      )
        .then(async (response) => {
          const answer = (await response.json()) as { discarded?: boolean }
          if (answer.discarded) router.refresh()
        })
        .catch(() => {})
    }
    window.addEventListener('pagehide', discard)
    return () => {
      window.removeEventListener('pagehide', discard)
      // The view also unmounts for the post's own tabs (Versions, API): those keep it. The
      // address has changed by the time the next task runs.
      const { id } = latest.current
      const own = formatAdminURL({ adminRoute, path: `/collections/${collectionSlug}/${id}` })
      window.setTimeout(() => {
        const path = window.location.pathname
        if (path !== own && !path.startsWith(`${own}/`)) discard()
      }, 0)
    }
  }, [collectionSlug, api, adminRoute, router])

  return null
}
