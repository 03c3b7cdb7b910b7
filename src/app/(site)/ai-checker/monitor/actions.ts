'use server'

import { redirect } from 'next/navigation'

import { confirmMonitor, unsubscribeMonitor } from '@/features/ai-visibility/monitor/manage'

/**
 * The buttons of the monitor's link pages. A form posts them with or without JavaScript; the
 * page they lead to says what came of it.
 */
export async function confirmFromLink(form: FormData): Promise<void> {
  redirect(`/ai-checker/monitor/${await confirmMonitor(form.get('token'))}`)
}

export async function unsubscribeFromLink(form: FormData): Promise<void> {
  redirect(`/ai-checker/monitor/${await unsubscribeMonitor(form.get('token'))}`)
}
