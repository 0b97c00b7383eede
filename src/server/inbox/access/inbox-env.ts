import type { AccessSettings } from '../../settings/access'
import type { AppEnv } from '../../settings/env'
import type { StaffMember } from './access'

/** The inbox's Hono environment: the worker's bindings, plus who is signed in. */
export type InboxEnv = AppEnv & { Variables: { staff: StaffMember; access: AccessSettings } }
