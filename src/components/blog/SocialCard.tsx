import { CARD_CATEGORY_MAX, CARD_TITLE_MAX, truncateForCard } from '@/lib/blog/socialCard'
import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 }

type Props = { title: string; category: string | null; brandName?: string }

/**
 * A post's social card, drawn by next/og (flexbox and inline styles only). The title and the
 * category are cut to what the card has room for: drawing time grows with the text's length.
 */
export function SocialCard({
  title: fullTitle,
  category: fullCategory,
  brandName = SITE_SETTINGS_DEFAULTS.brandName,
}: Props) {
  const title = truncateForCard(fullTitle, CARD_TITLE_MAX)
  const category = fullCategory ? truncateForCard(fullCategory, CARD_CATEGORY_MAX) : null
  const size = title.length > 90 ? 52 : title.length > 55 ? 64 : 76
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: 'linear-gradient(135deg, #080b16 0%, #121627 60%, #312e81 100%)',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 30 }}>
        <div style={{ width: 44, height: 44, borderRadius: 12, background: '#6366f1' }} />
        <div style={{ fontWeight: 700 }}>{brandName}</div>
        <div style={{ color: '#b3b9cf' }}>· Blog</div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        {category ? (
          <div
            style={{ fontSize: 28, color: '#a5b4fc', textTransform: 'uppercase', letterSpacing: 4 }}
          >
            {category}
          </div>
        ) : null}
        <div style={{ fontSize: size, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
      </div>
      <div style={{ width: 160, height: 8, borderRadius: 4, background: '#6366f1' }} />
    </div>
  )
}
