'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Payload's live preview: /cms tells the framed page that the document was saved (autosave
 * runs as the editor types), and the page re-renders on the server with the latest draft.
 * /cms lives on this same origin.
 */
export function LivePreviewRefresh() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  if (!origin) return null
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
