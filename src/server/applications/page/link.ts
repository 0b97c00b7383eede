// The applicant's page is reached by its signed link alone (application-token.ts, purpose
// 'page'): what a request's token names, and the link the school's mails and pages give.
import type { Context } from 'hono'
import { announcementSettings } from '../../settings/announcement'
import type { AppEnv } from '../../settings/env'
import { applicationOfToken, applicationToken } from '../application-token'

/**
 * The application a request's token names, or null when this worker did not sign it for the
 * page (forged, altered, malformed, another link's) or mail to visitors is off: decided before
 * the database is asked.
 */
export async function applicationOfPageLink(c: Context<AppEnv>): Promise<string | null> {
  const settings = announcementSettings(c.env)
  if (settings.state !== 'ready') return null
  return applicationOfToken(settings.secret, c.req.param('token') ?? '', 'page')
}

/** The path of an application's page: `/application/<token>`. */
export const applicationPagePath = async (secret: string, applicationId: string) =>
  `/application/${await applicationToken(secret, applicationId, 'page')}`
