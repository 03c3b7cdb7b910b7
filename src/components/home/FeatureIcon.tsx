import type { FeatureIcon as IconName } from '@/content/home'

// Inline outline icons (24px grid), so no icon library reaches the bundle.
const PATHS: Record<IconName, string> = {
  chat: 'M7 8h10M7 12h6m-9 8 3.2-3H18a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v14z',
  search: 'm20 20-4.2-4.2M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0zM10.5 7.5v6M7.5 10.5h6',
  pen: 'M12 20h8M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4 12.5-12.5z',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0M18 3l.7 1.3L20 5l-1.3.7L18 7l-.7-1.3L16 5l1.3-.7z',
  chart: 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  flow: 'M5 7a2 2 0 1 0 0-4 2 2 0 0 0 0 4zm14 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM5 7v5a3 3 0 0 0 3 3h8a3 3 0 0 1 3 3M14 5h5v5',
  mic: 'M12 15a3 3 0 0 0 3-3V6a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm-6-3a6 6 0 0 0 12 0m-6 6v3',
  trend: 'm3 17 6-6 4 4 8-8m0 0h-5m5 0v5',
}

export function FeatureIcon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
