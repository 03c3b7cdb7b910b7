import type { MetadataRoute } from 'next'

type Frequency = NonNullable<MetadataRoute.Sitemap[number]['changeFrequency']>

/** The public routes that have a page of their own (not redirects). */
export const PUBLIC_ROUTES: { path: string; priority: number; changeFrequency: Frequency }[] = [
  { path: '/', priority: 1, changeFrequency: 'weekly' },
  { path: '/work-with-us', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/ai-visibility', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/ai-checker', priority: 0.9, changeFrequency: 'monthly' },
  { path: '/coaching', priority: 0.8, changeFrequency: 'monthly' },
  { path: '/contact', priority: 0.8, changeFrequency: 'yearly' },
  { path: '/blog', priority: 0.8, changeFrequency: 'weekly' },
  { path: '/vibe-coding', priority: 0.6, changeFrequency: 'monthly' },
  { path: '/timeframes', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/showcase', priority: 0.5, changeFrequency: 'monthly' },
  { path: '/onboarding-step', priority: 0.4, changeFrequency: 'monthly' },
  { path: '/privacy-policy', priority: 0.3, changeFrequency: 'yearly' },
  { path: '/terms-of-service', priority: 0.3, changeFrequency: 'yearly' },
]
