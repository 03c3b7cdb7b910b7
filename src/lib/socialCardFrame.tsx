import type { ReactNode } from 'react'

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 }

/** The layout of every card: a column from the brand at the top to the footer at the bottom. */
export const SOCIAL_CARD_LAYOUT = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  padding: '72px 80px',
  color: '#ffffff',
} as const

/**
 * The frame every social card of the site shares, drawn by next/og (flexbox and inline styles
 * only): the brand and the card's section at the top, its content, and an accent bar below.
 */
export function SocialCardFrame({
  brandName,
  section,
  accent = '#6366f1',
  children,
}: {
  brandName: string
  section: string
  accent?: string
  children: ReactNode
}) {
  return (
    <div
      style={{
        ...SOCIAL_CARD_LAYOUT,
        background: 'linear-gradient(135deg, #080b16 0%, #121627 60%, #312e81 100%)',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30 }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: '#6366f1' }} />
        <div style={{ fontWeight: 700 }}>{brandName}</div>
        <div style={{ color: '#b3b9cf' }}>{`· ${section}`}</div>
      </div>
      {children}
      <div style={{ width: 160, height: 8, borderRadius: 4, background: accent }} />
    </div>
  )
}
