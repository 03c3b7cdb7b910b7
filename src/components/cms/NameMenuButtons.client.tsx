'use client'

import { useTranslation } from '@payloadcms/ui'
import { useEffect, type ReactNode } from 'react'

import { nameMenuButtons } from '@/lib/upstream/payloadMenuButtons'

/**
 * A provider around /cms: every "⋯" menu button of the panel is named "More options" (in the
 * panel's language) for screen readers and voice control.
 */
export function NameMenuButtons({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const label = t('general:moreOptions')
  useEffect(() => nameMenuButtons(document.body, label), [label])
  return children
}
