import type { Metadata } from 'next'

import { LoginForm } from '@/features/admin/LoginForm.client'

export const metadata: Metadata = { title: 'Log in' }

export default function AdminLoginPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-ink-50 px-5 py-12">
      <LoginForm />
    </main>
  )
}
