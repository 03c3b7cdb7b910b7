import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import {
  AlliesSection,
  ClosingCta,
  PromptsSection,
  StatesSection,
  VibeHero,
} from '@/components/pages/vibeCoding/Sections'
import { pageMetadata } from '@/lib/seo/metadata'
import { breadcrumb } from '@/lib/seo/structuredData'

const TITLE = 'AI Vibe Coding'
const DESCRIPTION =
  'Build software by describing the feeling, flow and purpose of what you want. Six creative states, four AI allies and sample prompts to start your vibe coding journey.'

export const metadata: Metadata = pageMetadata({
  title: TITLE,
  description: DESCRIPTION,
  path: '/vibe-coding',
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
