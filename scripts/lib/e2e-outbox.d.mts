export declare const E2E_OUTBOX_KEY: string
