/** The site's navigation, shared by the header, the mobile menu and the footer. */
export const NAV = {
  workWithUs: { label: 'Work with us', href: '/work-with-us' },
  resources: [
    { label: 'Blog', href: '/blog' },
    { label: 'AI Visibility', href: '/ai-checker' },
  ],
  contact: { label: 'Contact', href: '/contact' },
} as const

export const FOOTER_GROUPS = [
  {
    title: 'Resources',
    links: [
      { label: 'Blog', href: '/blog' },
      { label: 'AI Visibility Checker', href: '/ai-checker' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'Work with Us', href: '/work-with-us' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms and Conditions', href: '/terms-of-service' },
    ],
  },
] as const

export type HeaderSettings = { brandName: string; schedulingUrl: string }
