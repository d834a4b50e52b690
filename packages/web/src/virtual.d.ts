declare module 'virtual:horde-data' {
  import type { Content, MissionDef } from '@horde/zombicide';
  const data: { content: Content; missions: MissionDef[] };
  export default data;
}
