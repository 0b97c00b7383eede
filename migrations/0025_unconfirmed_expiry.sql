-- What nobody confirmed is not kept (src/server/unasked-mail/unconfirmed.ts): every minute the
-- scheduled job deletes the applications and proposal requests whose address never confirmed them
-- within their days. These indexes hold only the unconfirmed, in arrival order, so the job reads
-- the few that may be due rather than every row.
CREATE INDEX applications_unconfirmed ON applications (created_at) WHERE confirmed_at IS NULL;
CREATE INDEX proposal_requests_unconfirmed ON proposal_requests (created_at)
  WHERE confirmed_at IS NULL;
