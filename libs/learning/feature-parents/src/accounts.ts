/* The children's accounts and the subscription, an entry point of its own: see index.ts. */
export {};
