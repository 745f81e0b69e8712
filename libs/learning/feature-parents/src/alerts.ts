/* The alerts, the weekly summary and the child's friends, an entry point of its own: see index.ts. */
export {};
