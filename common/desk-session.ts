/**
 * How long a desk session lasts without anything the person does, shared by the server (which ends
 * the session) and the desk's pages (which sign out the screen left alone, rather than showing a
 * patient's details until the next poll finds the session gone).
 */
export const DESK_IDLE_TIMEOUT_MS = 30 * 60 * 1000;
