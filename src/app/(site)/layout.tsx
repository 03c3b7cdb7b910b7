import type { Metadata } from 'next'
import type React from 'react'

import '../globals.css'

export const metadata: Metadata = {
  title: { default: 'Optimize Your Business for AI', template: '%s' },
  robots: 'index, follow',
}

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-GB">
      <body>{children}</body>
    </html>
  )
}
