declare module 'virtual:classic-data' {
  /** Zombicide Classic's content and missions, read from @horde/content at build time (vite-plugin-horde-data.ts). */
  const data: import('./data.ts').ClassicBundle;
  export default data;
}
