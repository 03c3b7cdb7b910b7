import type { Access } from 'payload'

/** Only a logged-in administrator. */
export const authenticated: Access = ({ req: { user } }) => Boolean(user)
