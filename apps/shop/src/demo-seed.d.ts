/** The demo build's prebuilt seed (tools/vite/demo-seed.mts): its address, or null (dev server, tests). */
declare module 'virtual:kk-demo-seed' {
  export const demoSeedUrl: string | null;
}
