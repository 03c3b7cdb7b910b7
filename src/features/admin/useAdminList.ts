'use client'

import { useCallback, useEffect, useState } from 'react'

import { toast } from '@/components/ui/toast'

import { listOf } from './normalize'
import { apiRequest, describeError } from './request'

type ToItem<T> = (raw: unknown) => T | null

/**
 * The list under `key` of the answer, each item as the dashboard can show it (normalize.ts);
 * a failure shows its toast and yields null.
 */
async function fetchList<T>(
  path: string,
  key: string,
  failureToast: string,
  toItem: ToItem<T>,
): Promise<T[] | null> {
  try {
    return listOf(await apiRequest<unknown>(path), key, toItem)
  } catch (error) {
    toast.error(failureToast, { description: describeError(error) })
    return null
  }
}

/**
 * One admin list (posts or messages): loaded once, reloaded after each change.
 * No polling, no refetch on focus.
 */
export function useAdminList<T>(
  path: string,
  key: string,
  failureToast: string,
  toItem: ToItem<T>,
) {
  const [items, setItems] = useState<T[] | null>(null)

  const apply = useCallback((list: T[] | null) => {
    // A failed load shows an empty list rather than a spinner forever.
    setItems((current) => list ?? current ?? [])
  }, [])

  const reload = useCallback(
    async () => apply(await fetchList<T>(path, key, failureToast, toItem)),
    [apply, path, key, failureToast, toItem],
  )

  useEffect(() => {
    let active = true
    void fetchList<T>(path, key, failureToast, toItem).then((list) => {
      if (active) apply(list)
    })
    return () => {
      active = false
    }
  }, [apply, path, key, failureToast, toItem])

  return { items, reload }
}
