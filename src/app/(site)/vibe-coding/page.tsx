import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import {
  AlliesSection,
  ClosingCta,
  PromptsSection,
  StatesSection,
  VibeHero,
} from '@/components/pages/vibeCoding/Sections'
import { getPageSeo } from '@/data/pageSeo'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    ...(await getPageSeo('vibeCoding')),
    keywords: [
      'vibe coding',
      'AI coding',
      'Cursor',
      'GitHub Copilot',
      'Claude',
      'GPT-4o',
      'prompting',
    ],
  })
}

export default function VibeCodingPage() {
  return (
    <>
      <JsonLd data={breadcrumb([['Vibe Coding', '/vibe-coding']])} />

      <VibeHero />

      <StatesSection />

      <AlliesSection />

      <PromptsSection />

      <ClosingCta />
    </>
  )
}
