import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'

import { Banner } from './Banner'
import { HeaderFrame } from './HeaderFrame.client'
import { Logo } from './Logo'
import { MobileMenuButton } from './MobileMenuButton.client'
import { NAV, type HeaderSettings } from './navigation'
import { ResourcesMenu } from './ResourcesMenu.client'

/** Navigation links: dark text, light inside the home page's dark header (globals.css). */
const LINK_CLASS = 'nav-link'

/**
 * The banner and the fixed header on every public page. Rendered on the server; the client
 * islands are the frame (scrolled state, home variant), the Resources dropdown and the mobile
 * menu's button, which loads the menu itself on the first tap.
 */
export function Header({
  brandName,
  schedulingUrl,
  bannerText,
}: HeaderSettings & { bannerText: string }) {
  return (
    <HeaderFrame>
      <Banner text={bannerText} />
      <div className="container-page flex h-16 items-center justify-between gap-6">
        <Link href="/" aria-label={`${brandName} home`} className="rounded-lg" data-home-link>
          <Logo brandName={brandName} tone="header" />
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <Link href={NAV.workWithUs.href} className={LINK_CLASS}>
            {NAV.workWithUs.label}
          </Link>
          <ResourcesMenu linkClass={LINK_CLASS} />
          <Link href={NAV.contact.href} className={LINK_CLASS}>
            {NAV.contact.label}
          </Link>
          <a
            href={schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses('primary', 'sm', 'ml-3 px-5')}
          >
            Book a call
          </a>
        </nav>

        <MobileMenuButton brandName={brandName} schedulingUrl={schedulingUrl} />
      </div>
    </HeaderFrame>
  )
}
