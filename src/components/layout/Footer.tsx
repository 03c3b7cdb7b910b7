import type React from 'react'

import { BackToTopLogo } from './BackToTopLogo.client'
import { CopyrightYear } from './CopyrightYear.client'
import { FOOTER_GROUPS } from './navigation'
import { BlogLink } from './BlogLink.client'

function FooterGroup({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <nav aria-labelledby={`footer-${title}`}>
      <h2
        id={`footer-${title}`}
        className="text-xs font-semibold tracking-wider text-white uppercase"
      >
        {title}
      </h2>
      <ul className="mt-4 space-y-3 text-sm">{children}</ul>
    </nav>
  )
}

/** Footer on every public page: the Resources, Company and Social groups and the copyright. */
export function Footer({
  brandName,
  teamEmail,
  professionalNetworkUrl,
}: {
  brandName: string
  teamEmail: string
  professionalNetworkUrl: string
}) {
  return (
    <footer data-theme="dark" className="defer-render bg-ink-950 text-ink-300">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-3 lg:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="max-w-sm sm:col-span-3 lg:col-span-1">
          <BackToTopLogo brandName={brandName} />
          <p className="mt-4 text-sm leading-relaxed">
            Your partner in AI solutions. We build AI-native websites, apps and bespoke tools, and
            help businesses get found by AI assistants.
          </p>
          <p className="mt-6 text-sm">
            <a
              href={`mailto:${teamEmail}`}
              className="font-medium text-white underline-offset-4 hover:underline"
            >
              {teamEmail}
            </a>
          </p>
        </div>
        {FOOTER_GROUPS.map((group) => (
          <FooterGroup key={group.title} title={group.title}>
            {group.links.map((link) => (
              <li key={link.href}>
                <BlogLink href={link.href} className="hover:text-white">
                  {link.label}
                </BlogLink>
              </li>
            ))}
          </FooterGroup>
        ))}
        <FooterGroup title="Social">
          <li>
            <a
              href={professionalNetworkUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 hover:text-white"
            >
              <svg aria-hidden viewBox="0 0 24 24" fill="currentColor" className="size-4">
                <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
              </svg>
              LinkedIn
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        </FooterGroup>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-6 text-sm text-ink-300">
          © <CopyrightYear renderedYear={new Date().getFullYear()} /> {brandName}
        </p>
      </div>
    </footer>
  )
}
