import { CARD_CATEGORY_MAX, CARD_TITLE_MAX, truncateForCard } from '@/lib/blog/socialCard'
import { SITE_SETTINGS_DEFAULTS } from '@/lib/siteSettings'
import { SocialCardFrame } from '@/lib/socialCardFrame'

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
    <SocialCardFrame brandName={brandName} section="Blog">
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
    </SocialCardFrame>
  )
}
