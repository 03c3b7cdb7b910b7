import { BUILD_TYPES, type BuildType } from '@/lib/validation/contactFields'

/** The build choices of the onboarding step, with the words the form shows for each. */
export const BUILD_TYPE_OPTIONS: Record<
  BuildType,
  { label: string; description: string; heading: string }
> = {
  dashboard: {
    label: 'Business Dashboard',
    heading: "Let's build your business dashboard",
    description: 'Your key figures live on one screen, with AI insights and recommendations.',
  },
  chatbot: {
    label: 'AI Assistant',
    heading: "Let's build your AI assistant",
    description:
      'A conversational assistant that answers customers and books, sells or supports 24/7.',
  },
  analytics: {
    label: 'Predictive Analytics',
    heading: "Let's put predictive analytics to work",
    description:
      'Forecast demand, revenue or churn and see the impact of a decision before you make it.',
  },
  general: {
    label: 'General enquiry',
    heading: "Let's build something together",
    description:
      'Something else, or not sure yet. Tell us the problem and we will suggest the right build.',
  },
}

/** `?type=` of the onboarding URL: dashboard, chatbot or analytics; anything else is a general enquiry. */
export function buildTypeFromParam(value: string | string[] | undefined): BuildType {
  const raw = Array.isArray(value) ? value[0] : value
  return raw && raw !== 'general' && (BUILD_TYPES as readonly string[]).includes(raw)
    ? (raw as BuildType)
    : 'general'
}
