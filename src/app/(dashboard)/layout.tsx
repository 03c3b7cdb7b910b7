import type { Metadata } from 'next'
import type React from 'react'

import { EarlyInput } from '@/components/layout/EarlyInput'
import { Toaster } from '@/components/ui/toaster'

import '../globals.css'

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · Admin' },
  robots: { index: false, follow: false },
}

/** The administrator's own root layout: no public header, footer or cookie banner. */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>
        <EarlyInput />
        {children}
        <Toaster />
      </body>
    </html>
  )
}
