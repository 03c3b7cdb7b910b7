import { loginToken } from '../e2e/support'

/**
 * Logs the administrator in once for the whole run: the workers inherit E2E_ADMIN_TOKEN and
 * adminToken() answers it (tests/e2e/support.ts says why one login rather than many).
 */
export default async function globalSetup(): Promise<void> {
  process.env.E2E_ADMIN_TOKEN = await loginToken()
}
