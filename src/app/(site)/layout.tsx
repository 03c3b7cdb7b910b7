import type { Metadata } from 'next'
import type React from 'react'
import { Suspense } from 'react'

import { EarlyInput } from '@/components/layout/EarlyInput'
import { CookieBanner } from '@/components/layout/CookieBanner.client'
import { Footer } from '@/components/layout/Footer'
import { Header } from '@/components/layout/Header'
import { ScrollManager } from '@/components/layout/ScrollManager.client'
import { Toaster } from '@/components/ui/toaster'
import { getSiteSettings } from '@/data/settings'
import { defaultMetadata } from '@/lib/seo/metadata'

import '../globals.css'

export const metadata: Metadata = defaultMetadata

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const settings = await getSiteSettings()
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        <EarlyInput />
        <a
          href="#main"
          className="sr-only z-[70] rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        <Suspense fallback={null}>
          <ScrollManager />
        </Suspense>
        <Header
          brandName={settings.brandName}
          schedulingUrl={settings.schedulingUrl}
          bannerText={settings.bannerText}
        />
        {/* The home page renders its own dark hero under the fixed header (pad it ~7rem). */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer
          brandName={settings.brandName}
          teamEmail={settings.teamEmail}
          professionalNetworkUrl={settings.professionalNetworkUrl}
        />
        <CookieBanner />
        <Toaster />
      </body>
    </html>
  )
}
