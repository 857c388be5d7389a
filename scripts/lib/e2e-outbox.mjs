// The development outbox's key on the end-to-end server (DEV_OUTBOX_KEY), so the stories' own client can read it.
// A server started by `npm start` draws a random key instead and prints it in its log.
export const E2E_OUTBOX_KEY = 'e2e-outbox-key-not-a-secret-0123456789'
