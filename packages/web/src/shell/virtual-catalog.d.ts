declare module 'virtual:horde-catalog' {
  /** The games bundled in this page, as the server's GET /api/catalog describes them (made at build time). */
  const catalog: import('@horde/server/client').Catalog;
  export default catalog;
}
