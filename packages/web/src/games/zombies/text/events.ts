/**
 * Every event of the game as a sentence, in the chosen language: who did what, with which dice, and the
 * optional rule behind it when there is one. Routine lines (a zombie's step, a window passed) are `minor`.
 */
import type { TFunction } from 'i18next';
import type { GameEvent, Rule } from '@horde/zombies';
import type { Names } from './names.ts';

export type Tone = 'major' | 'normal' | 'minor';

export interface LogLine {
  text: string;
  tone: Tone;
  /** The optional rule behind the event, named for people (base rules are not named). */
  rule?: string;
}

/** Rules of the base game: not shown beside a line. */
const BASE_RULES: ReadonlySet<Rule> = new Set<Rule>([
  'setup',
  'turn',
  'tiles',
  'roadZombies',
  'buildingContents',
  'movement',
  'combat',
  'pickup',
  'zombieMove',
  'events',
  'death',
  'win',
]);

const dice = (values: readonly number[]) => values.join(', ');
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

export function describeEvent(e: GameEvent, n: Names, t: TFunction): LogLine | null {
  const line = (key: string, params: Record<string, unknown> = {}, tone: Tone = 'normal'): LogLine => {
    const rule = 'rule' in e && !BASE_RULES.has(e.rule) ? n.rule(e.rule) : undefined;
    return { text: t(`zombies:log.${key}`, params), tone, ...(rule ? { rule } : {}) };
  };
  switch (e.type) {
    case 'setupDone':
      return e.kings.length
        ? line(
            'setupKings',
            { first: n.seat(e.first), kings: n.list(e.kings.map(n.seat)), count: e.kings.length },
            'major',
          )
        : line('setupDone', { first: n.seat(e.first) }, 'major');
    case 'targetChosen':
      return e.target === null ? line('targetSecret') : line('targetKnown', { seat: n.seat(e.target) });
    case 'schtickWritten': {
      // Others see only that the seat has decided (wants is null for them).
      const wants = e.wants as boolean | null;
      return line(wants === null ? 'schtickDecided' : wants ? 'schtickWritten' : 'schtickNone', {
        seat: n.seat(e.seat),
      });
    }
    case 'flawNamed':
      return line('flawNamed', { seat: n.seat(e.seat), by: n.seat(e.by) });
    case 'traitsRevealed':
      return line(
        'traitsRevealed',
        {
          traits:
            e.traits
              .filter((x) => x.schtick || x.flaw)
              .map((x) =>
                t('zombies:log.traitOf', { seat: n.seat(x.seat), schtick: n.schtick(x.schtick), flaw: n.flaw(x.flaw) }),
              )
              .join('; ') || t('zombies:log.noTraits'),
        },
        'major',
      );
    case 'pawnPlaced':
      return line('pawnPlaced', { seat: n.seat(e.seat), place: n.place(e.square) });
    case 'roundStarted':
      return line('roundStarted', { round: e.round }, 'major');
    case 'turnStarted':
      return line('turnStarted', { seat: n.seat(e.seat) }, 'major');
    case 'turnSkipped':
      return line(`turnSkipped.${e.reason}`, { seat: n.seat(e.seat) }, 'minor');
    case 'cardsDrawn':
      return e.cards
        ? line('cardsDrawnSeen', { seat: n.seat(e.seat), cards: n.list(e.cards.map(n.card)), count: e.count })
        : line('cardsDrawn', { seat: n.seat(e.seat), count: e.count });
    case 'eventDeckReshuffled':
      return line('eventDeckReshuffled', {}, 'minor');
    case 'tileDrawn':
      return line('tileDrawn', { seat: n.seat(e.seat), tile: n.tile(e.tile) });
    case 'tileSetAside':
      return line('tileSetAside', { tile: n.tile(e.tile) });
    case 'noTilePlaced':
      return line('noTilePlaced', { seat: n.seat(e.seat) });
    case 'tilePlaced':
      return line('tilePlaced', { seat: n.seat(e.seat), tile: n.tile(e.tile) });
    case 'zombiesPlaced':
      return line(
        e.rule === 'roadZombies' ? 'zombiesOnRoads' : e.rule === 'buildingContents' ? 'zombiesInside' : 'zombiesPlaced',
        { count: e.squares.length, place: n.place(e.squares[0] ?? -1) },
      );
    case 'tokensPlaced':
      return line('tokensPlaced', { place: n.place(e.square), what: tokens(t, e.life, e.bullets) }, 'minor');
    case 'diceRolled': {
      const params = {
        seat: n.seat(e.seat),
        dice: dice(e.dice),
        count: e.dice.length,
        modifier: e.modifier ? ` (${signed(e.modifier)})` : '',
        need: e.need ?? 0,
      };
      // A shot's die is told with its result by the 'shot' event.
      return line(`rolled.${e.purpose}`, params, e.purpose === 'shoot' ? 'minor' : 'normal');
    }
    case 'movementSet':
      return line('movementSet', { seat: n.seat(e.seat), count: e.total });
    case 'movementLost':
      return line('movementLost', { seat: n.seat(e.seat), count: e.amount, left: e.left });
    case 'moved':
      return line('moved', { seat: n.seat(e.seat), place: n.place(e.to) });
    case 'moveEnded':
      return line('moveEnded', { seat: n.seat(e.seat) }, 'minor');
    case 'tokensTaken':
      return line('tokensTaken', { seat: n.seat(e.seat), what: tokens(t, e.life, e.bullets) });
    case 'fightStarted':
      return line(e.round > 1 ? 'fightAgain' : 'fightStarted', {
        seat: n.seat(e.seat),
        count: e.zombies,
        place: n.place(e.square),
        round: e.round,
      });
    case 'bulletsSpent':
      return line('bulletsSpent', { seat: n.seat(e.seat), count: e.count, roll: e.roll, raisedTo: e.raisedTo });
    case 'zombieKilled':
      return e.revenant === null
        ? line('zombieKilled', { seat: n.seat(e.seat), place: n.place(e.square) })
        : line('revenantKilled', { seat: n.seat(e.seat), revenant: n.seat(e.revenant) });
    case 'lifeLost':
      return e.by === null
        ? line('lifeLost', { seat: n.seat(e.seat), count: e.amount, life: e.life })
        : line('lifeLostTo', { seat: n.seat(e.seat), count: e.amount, life: e.life, by: n.seat(e.by) });
    case 'lifeGained':
      return line('lifeGained', { seat: n.seat(e.seat), count: e.amount, life: e.life });
    case 'bulletsGained':
      return line('bulletsGained', { seat: n.seat(e.seat), count: e.amount, bullets: e.bullets });
    case 'bulletsLost':
      return line('bulletsLost', { seat: n.seat(e.seat), count: e.amount, bullets: e.bullets });
    case 'dodged':
      return line(e.success ? 'dodged' : 'dodgeFailed', { seat: n.seat(e.seat) });
    case 'fightEnded':
      return line('fightEnded', { seat: n.seat(e.seat) }, 'minor');
    case 'shot': {
      const target = e.target === null ? t('zombies:log.aZombie') : n.seat(e.target);
      return line(e.hit ? 'shotHit' : 'shotMissed', {
        seat: n.seat(e.seat),
        target,
        count: e.distance,
        die: e.die,
        need: e.need,
      });
    }
    case 'attacked':
      return line(`attacked.${e.kind}`, { attacker: n.seat(e.attacker), defender: n.seat(e.defender) });
    case 'duelResolved':
      return line(
        e.attackerHit && e.defenderHit
          ? 'duelBoth'
          : e.attackerHit
            ? 'duelAttacker'
            : e.defenderHit
              ? 'duelDefender'
              : 'duelNone',
        { attacker: n.seat(e.attacker), defender: n.seat(e.defender) },
      );
    case 'playerDied':
      return line(
        e.by === null ? 'playerDied' : 'playerDiedBy',
        {
          seat: n.seat(e.seat),
          by: e.by === null ? '' : n.seat(e.by),
          place: n.place(e.square),
          kept: e.keptKills,
          lost: e.lostKills,
        },
        'major',
      );
    case 'playerEliminated':
      return line('playerEliminated', { seat: n.seat(e.seat) }, 'major');
    case 'respawned':
      return line('respawned', { seat: n.seat(e.seat), place: n.place(e.square), life: e.life, bullets: e.bullets });
    case 'bulletsDropped':
      return line('bulletsDropped', { seat: n.seat(e.seat), count: e.amount, place: n.place(e.square) });
    case 'becameZombie':
      return line('becameZombie', { seat: n.seat(e.seat), place: n.place(e.square) }, 'major');
    case 'becameMinion':
      return line('becameMinion', { seat: n.seat(e.seat) }, 'major');
    case 'kingEntered':
      return line('kingEntered', { seat: n.seat(e.seat), place: n.place(e.square) }, 'major');
    case 'searched':
      return line(`searched.${e.result}`, { seat: n.seat(e.seat), place: n.place(e.square), die: e.die });
    case 'found':
      return line(`found.${e.find}`, { seat: n.seat(e.seat) });
    case 'extraZombiesRolled':
      return e.extra > 0
        ? line('extraZombies', {
            seat: n.seat(e.seat),
            building: n.building(e.building),
            die: e.die,
            count: e.extra,
            placer: n.seat(e.placer),
          })
        : line('noExtraZombies', { seat: n.seat(e.seat), building: n.building(e.building), die: e.die });
    case 'eventPlayed': {
      const params = {
        seat: n.seat(e.seat),
        card: n.card(e.card),
        target: e.target === null ? '' : n.seat(e.target),
        place: e.square === null ? '' : n.place(e.square),
        tile: e.tile === null ? '' : n.laidTile(e.tile),
      };
      const key =
        e.target !== null
          ? 'eventPlayedOn'
          : e.tile !== null
            ? 'eventPlayedTile'
            : e.square !== null
              ? 'eventPlayedAt'
              : 'eventPlayed';
      return line(key, params, 'major');
    }
    case 'eventDiscarded':
      return line('eventDiscarded', { seat: n.seat(e.seat), card: n.card(e.card) });
    case 'itemUsedUp':
      return line('itemUsedUp', { seat: n.seat(e.seat), card: n.card(e.card) });
    case 'windowOpened':
      return line('windowOpened', { seats: n.list(e.seats.map(n.seat)), on: n.seat(e.on) }, 'minor');
    case 'windowPassed':
      return line(e.timedOut ? 'windowTimedOut' : 'windowPassed', { seat: n.seat(e.seat) }, 'minor');
    case 'windowClosed':
      return line('windowClosed', {}, 'minor');
    case 'zombieRoll':
      return line('zombieRoll', { seat: n.seat(e.seat), dice: dice(e.dice), count: e.count });
    case 'zombieMoved':
      // A player's move of a zombie is a choice of play: in the default log (issue 33).
      // Two squares of one building read as one place: "moves a zombie in the Police Station".
      return n.place(e.from) === n.place(e.to)
        ? line('zombieMovedWithin', { seat: n.seat(e.seat), place: n.place(e.to) })
        : line('zombieMoved', { seat: n.seat(e.seat), from: n.place(e.from), to: n.place(e.to) });
    case 'zombiesFrozen':
      return line('zombiesFrozen', { seat: n.seat(e.seat) });
    case 'zombieMovesEnded':
      return line('zombieMovesEnded', { seat: n.seat(e.seat) }, 'minor');
    case 'tradeOffered':
      return line('tradeOffered', {
        from: n.seat(e.from),
        to: n.seat(e.to),
        give: n.tradeItem(e.give, e.giveCard),
        take: n.tradeItem(e.take, null),
      });
    case 'tradeDone':
      return line('tradeDone', {
        from: n.seat(e.from),
        to: n.seat(e.to),
        give: n.tradeItem(e.give, e.giveCard),
        take: n.tradeItem(e.take, e.takeCard),
      });
    case 'tradeDeclined':
      return line('tradeDeclined', { from: n.seat(e.from), to: n.seat(e.to) });
    case 'bulletStolen':
      return line('bulletStolen', { seat: n.seat(e.seat), from: n.seat(e.from) });
    case 'cardSwapped':
      return e.give && e.take
        ? line('cardSwappedSeen', {
            seat: n.seat(e.seat),
            dead: n.seat(e.dead),
            give: n.card(e.give),
            take: n.card(e.take),
          })
        : line('cardSwapped', { seat: n.seat(e.seat), dead: n.seat(e.dead) });
    case 'turnEnded':
      return line('turnEnded', { seat: n.seat(e.seat) }, 'minor');
    case 'gameOver':
      return line(
        e.winners.length ? 'gameOver' : 'gameOverNoWinner',
        {
          reason: t(`zombies:finish.${e.reason}`),
          winners: n.list(e.winners.map(n.seat)),
          count: e.winners.length,
        },
        'major',
      );
    default:
      return null;
  }
}

function tokens(t: TFunction, life: number, bullets: number): string {
  const parts: string[] = [];
  if (life) parts.push(t('zombies:log.lifeTokens', { count: life }));
  if (bullets) parts.push(t('zombies:log.bulletTokens', { count: bullets }));
  return parts.join(t('zombies:log.and'));
}
