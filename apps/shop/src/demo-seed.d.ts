/** The demo build's prebuilt seed (tools/vite/demo-seed.mts): the address of each part, or null (dev server, tests). */
declare module 'virtual:kk-demo-seed' {
  export const demoSeedUrls: { core: string; shop: string; learning: string; school: string } | null;
}
