import { RouteLoading } from '@/components/layout/RouteLoading.client'

// In the (list) group with the list and its search results, so that this screen wraps them
// only: a navigation to an article shows the article's own loading screen.
export default function BlogLoading() {
  return <RouteLoading label="Loading articles..." className="bg-ink-50" />
}
