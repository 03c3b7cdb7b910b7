import type { Metadata } from 'next'
import localFont from 'next/font/local'
import type React from 'react'

import { Toaster } from '@/components/ui/toaster'

import '../globals.css'

// The same self-hosted font as the public site.
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
})

export const metadata: Metadata = {
  title: { default: 'Admin', template: '%s · Admin' },
  robots: { index: false, follow: false },
}

/** The administrator's own root layout: no public header, footer or cookie banner. */
export default function DashboardLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB" className={inter.variable}>
      <body>
        {children}
        <Toaster />
      </body>
    </html>
  )
}
