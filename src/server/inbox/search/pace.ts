// A walk of many short statements (an export, a search's windows) gives way between them.
//
// D1 runs one statement at a time per database, so each of the inbox's statements is kept short
// (a window of keys, a batch of rows). Short statements are not enough when they come back to
// back: locally, workerd runs the worker, the D1 database and every socket on one thread, and it
// looks at its sockets only once nothing else is ready. A walk whose every step is ready the
// moment the last one answered never lets it look: a contact post arriving during an export was
// not even read until the export's last row had gone (its wait was the export's length, whatever
// the statements cost). A timer is not ready at once, so waiting on one, however short, lets the
// thread take in what arrived and lets a waiting statement reach the database first. In
// production each statement is a round trip to D1 anyway; the pause costs a walk a tick a step.

/** Resolves on a later turn of the event loop, after whatever is waiting for the thread. */
export const giveWay = (): Promise<void> => scheduler.wait(0)
