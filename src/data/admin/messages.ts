import 'server-only'

import { COMPANY_NOT_PROVIDED, type AdminMessage, type MessageStatus } from '@/lib/dto/admin'
import { ApiError } from '@/lib/http/errors'
import type { AdminContext } from '@/lib/http/requireAdmin'
import type { ContactMessage } from '@/payload-types'

export function toAdminMessage(message: ContactMessage): AdminMessage {
  return {
    id: message.id,
    fullName: message.fullName,
    workEmail: message.workEmail,
    company: message.company?.trim() ? message.company : COMPANY_NOT_PROVIDED,
    planInterest: message.planInterest?.trim() ? message.planInterest : null,
    message: message.message ?? '',
    status: message.status,
    createdAt: message.createdAt,
    // Only present when set, so the fields the dashboard always reads stay as specified.
    ...(message.notificationFailed ? { notificationFailed: true as const } : {}),
  }
}

export async function listMessages({ payload, admin }: AdminContext): Promise<AdminMessage[]> {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    user: admin,
    overrideAccess: false,
  })
  return docs.map(toAdminMessage)
}

export async function setMessageStatus(
  { payload, admin }: AdminContext,
  id: number,
  status: MessageStatus,
): Promise<AdminMessage> {
  const { totalDocs } = await payload.count({
    collection: 'contact-messages',
    where: { id: { equals: id } },
    overrideAccess: true,
  })
  if (totalDocs === 0) throw new ApiError(404, 'Contact message not found')
  const message = await payload.update({
    collection: 'contact-messages',
    id,
    data: { status },
    user: admin,
    overrideAccess: false,
  })
  return toAdminMessage(message)
}
