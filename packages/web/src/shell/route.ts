/**
 * Screens by URL: "#/" the lobby, "#/game/<id>[?seat=<token>]" a game, "#/invite/<id>" the links
 * of a new invite game, "#/replay/<id>" a replay, "#/studio" the mission studio, and the server's invite links
 * "/play/<id>#token=<seat token>". The hash keeps every screen a link that survives a reload
 * (resume) and works on a static host.
 */
export interface Route {
  screen: 'lobby' | 'game' | 'invite' | 'replay' | 'studio';
  id?: string;
  seat?: string | null;
}

export function parseRoute(hash: string, pathname = '/'): Route {
  const play = /^\/play\/([^/]+)\/?$/.exec(pathname);
  if (play) {
    const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
    if (token) return { screen: 'game', id: decodeURIComponent(play[1]), seat: token };
  }
  if (/^#\/studio\/?$/.test(hash)) return { screen: 'studio' };
  const m = /^#\/(game|invite|replay)\/([^?]+)(?:\?(.*))?$/.exec(hash);
  if (!m) return { screen: 'lobby' };
  const params = new URLSearchParams(m[3] ?? '');
  return { screen: m[1] as Route['screen'], id: decodeURIComponent(m[2]), seat: params.get('seat') };
}
