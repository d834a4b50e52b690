declare module 'virtual:horde-pins/*' {
  /**
   * The fingerprint of the content a game's module pins for a new game of `config` (by its mission for the
   * Zombicides), made at build time (vite-plugin-horde-data.ts, build/bundled.ts); null when the table bundles none.
   */
  const contentFingerprint: (config: unknown) => string | null;
  export default contentFingerprint;
}
