'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import type { AdminUser } from '@/lib/dto/admin'
import { apiRequest, clearToken, readToken, RequestError } from './request'

export const LOGIN_PATH = '/admin/login'

/**
 * The dashboard's session guard: no token, or a failed check, leads to the
 * login page; a non-OK check also clears the token (a network failure keeps it).
 */
export function useAdminSession() {
  const router = useRouter()
  const [admin, setAdmin] = useState<AdminUser | null>(null)

  useEffect(() => {
    let active = true
    if (!readToken()) {
      router.replace(LOGIN_PATH)
      return
    }
    apiRequest<{ admin: AdminUser }>('/api/admin/check-auth')
      .then(({ admin: current }) => {
        if (active) setAdmin(current)
      })
      .catch((error: unknown) => {
        if (error instanceof RequestError) clearToken()
        if (active) router.replace(LOGIN_PATH)
      })
    return () => {
      active = false
    }
  }, [router])

  const logout = useCallback(async () => {
    // Ends the server session and its HttpOnly cookie; the token is cleared whatever happens.
    await apiRequest('/api/admin/logout', { method: 'POST' }).catch(() => undefined)
    clearToken()
    router.replace(LOGIN_PATH)
  }, [router])

  return { admin, logout }
}
