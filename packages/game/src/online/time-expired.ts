/** SPEC §4 Turns online: what an empty submission or the server's time-out records. */
export const ONLINE_TIME_EXPIRED = 'Time expired - no guess submitted';
