/**
 * Names for people, in the chosen language: seats ("Player 2", or the name its player gave at an online table), tiles, cards, traits, finds, and a square as a
 * place ("in the Hospital", "at a crossroads"). The engine's ids are translated here by id, never shown raw.
 */
import type { TFunction } from 'i18next';
import type { Rule, TradeItem, ZombiesView } from '@horde/zombies';
import { seatName } from '../../../ui/useSeatNames.ts';
import { tileDef } from '../data.ts';

export interface Names {
  seat(seat: number): string;
  tile(id: string): string;
  card(id: string): string;
  cardText(id: string): string;
  /** A square as a place, with its preposition ("in the Hospital"). */
  place(square: number): string;
  /** A laid tile (by its index on the map) by its name. */
  laidTile(index: number): string;
  /** A building (by index in the map's buildings) by name, or "a building". */
  building(index: number): string;
  schtick(id: string | null): string;
  flaw(id: string | null): string;
  rule(rule: Rule): string;
  tradeItem(item: TradeItem, card: string | null): string;
  /** "A, B and C". */
  list(items: readonly string[]): string;
}

type Geo = ZombiesView['geo'];

const listFormats = new Map<string, Intl.ListFormat | null>();

/** "A, B and C" in the language (one formatter per language: making one is slow). */
function listIn(language: string, items: readonly string[]): string {
  if (!listFormats.has(language)) {
    let format: Intl.ListFormat | null = null;
    try {
      format = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
    } catch {
      format = null;
    }
    listFormats.set(language, format);
  }
  return listFormats.get(language)?.format(items) ?? items.join(', ');
}

/** `players`: each seat's player name at an online table (ui/useSeatNames.ts; null or missing: "Player N"). */
export function namer(t: TFunction, geo: Geo, language: string, players: readonly (string | null)[] = []): Names {
  const list = (items: readonly string[]) => listIn(language, items);
  const tile = (id: string) => t(`zombies:tiles.${id}.name`, { defaultValue: id });
  const card = (id: string) => t(`zombies:cards.${id}.title`, { defaultValue: id });
  const names: Names = {
    seat: (seat) => seatName(players, seat) ?? t('zombies:seat.name', { n: seat + 1 }),
    tile,
    card,
    cardText: (id) => t(`zombies:cards.${id}.text`, { defaultValue: '' }),
    place(square) {
      if (square < 0 || square >= geo.kind.length) return t('zombies:place.offMap');
      if (square === geo.helicopter) return t('zombies:place.helicopter');
      const laid = geo.tiles[Math.floor(square / 9)];
      const b = geo.building[square];
      if (b >= 0 && geo.buildings[b].named === null) return t('zombies:place.building');
      const kind = tileDef(laid.tile)?.kind;
      // The street in front of a named building (or the Helipad) is "outside" it.
      if (b < 0 && (kind === 'named' || kind === 'helipad'))
        return t('zombies:place.outside', {
          the: t(`zombies:tiles.${laid.tile}.the`, { defaultValue: tile(laid.tile) }),
        });
      return t(`zombies:tiles.${laid.tile}.at`, { defaultValue: tile(laid.tile) });
    },
    laidTile: (index) => (geo.tiles[index] ? tile(geo.tiles[index].tile) : '?'),
    building(index) {
      const b = geo.buildings[index];
      return b?.named ? tile(b.named) : t('zombies:place.aBuilding');
    },
    schtick: (id) => (id ? t(`zombies:traits.schtick.${id}.name`) : t('zombies:traits.noSchtick')),
    flaw: (id) => (id ? t(`zombies:traits.flaw.${id}.name`) : t('zombies:traits.noFlaw')),
    rule: (rule) => t(`zombies:rules.${rule}`, { defaultValue: rule }),
    tradeItem: (item, c) => (item === 'card' && c ? card(c) : t(`zombies:trade.item.${item}`, { defaultValue: item })),
    list,
  };
  return names;
}
