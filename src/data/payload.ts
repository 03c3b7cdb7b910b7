// The data modules read Payload through this name; the getter itself lives in lib so that
// lib/http (requireAdmin) may use it too.
export { getPayloadClient } from '@/lib/payload'
