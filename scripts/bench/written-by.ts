// The line under each heading of BENCHMARKS.md that names the command which wrote the section and
// the day it ran: the file holds the latest figures only, their history is in git.

const today = () => new Date().toISOString().slice(0, 10)

/**
 * "Written by `BENCH_ONLY=<section> npm run bench` (or the full run) on <day>.", or for a section
 * only the full run measures, "Written by `npm run bench` on <day>."
 */
export const writtenBy = (section?: string) =>
  section === undefined
    ? `Written by \`npm run bench\` on ${today()}.`
    : `Written by \`BENCH_ONLY=${section} npm run bench\` (or the full run) on ${today()}.`
