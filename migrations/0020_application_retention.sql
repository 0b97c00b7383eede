-- Retention of applications (docs/architecture.md, "The applicant's page"): the scheduled job
-- looks, every minute, for withdrawn and declined applications that arrived before the cutoff
-- (one withdrawn before it must have arrived before it). This index holds only those two stages,
-- in arrival order, so the job reads the few that may be due rather than every application.
CREATE INDEX applications_closed ON applications (created_at) WHERE stage IN ('withdrawn', 'declined');
