import type { Metadata } from 'next'

import { AdminDashboard } from '@/features/admin/AdminDashboard.client'

export const metadata: Metadata = { title: 'Dashboard' }

export default function AdminPage() {
  return <AdminDashboard />
}
