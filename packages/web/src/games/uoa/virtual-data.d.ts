declare module 'virtual:uoa-data' {
  /** Undead or Alive's content and missions, read from @horde/content at build time (vite-plugin-horde-data.ts). */
  const data: import('./data.ts').UoaBundle;
  export default data;
}
