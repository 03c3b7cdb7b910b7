'use client'

import { useCallback, useEffect, useState } from 'react'

import { toast } from '@/components/ui/toast'

import { apiRequest, describeError } from './request'

/** The list under `key` of the answer; a failure shows its toast and yields null. */
async function fetchList<T>(path: string, key: string, failureToast: string): Promise<T[] | null> {
  try {
    const answer = await apiRequest<Record<string, T[]>>(path)
    return answer[key] ?? []
  } catch (error) {
    toast.error(failureToast, { description: describeError(error) })
    return null
  }
}

/**
 * One admin list (posts or messages): loaded once, reloaded after each change.
 * No polling, no refetch on focus.
 */
export function useAdminList<T>(path: string, key: string, failureToast: string) {
  const [items, setItems] = useState<T[] | null>(null)

  const apply = useCallback((list: T[] | null) => {
    // A failed load shows an empty list rather than a spinner forever.
    setItems((current) => list ?? current ?? [])
  }, [])

  const reload = useCallback(
    async () => apply(await fetchList<T>(path, key, failureToast)),
    [apply, path, key, failureToast],
  )

  useEffect(() => {
    let active = true
    void fetchList<T>(path, key, failureToast).then((list) => {
      if (active) apply(list)
    })
    return () => {
      active = false
    }
  }, [apply, path, key, failureToast])

  return { items, reload }
}
