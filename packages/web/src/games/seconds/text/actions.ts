/**
 * A legal action as a button's label, in the chosen language ("Attack Runner C with the Pistol
 * (1E)"). Costs shown are the ones printed on the cards (the log tells what was really paid).
 */
import type { SecondsAction, SecondsView } from '@horde/seconds';
import { content, survivorDef, supplyDef } from '../data.ts';
import { abilityName, cardName, rowName, type T, zombieName } from './names.ts';

function pickUpName(t: T, view: SecondsView, index: number, row = view.survivor.row): string {
  const card = view.rows[row - 1]?.supply[index];
  return card?.card ? cardName(t, card.card) : t('seconds:actions.faceDown', { n: index + 1 });
}

/** The Energy printed for an attack with this weapon and profile ('' when unknown). */
function attackCost(view: SecondsView, weapon: string, profile = 0): number | null {
  if (weapon === 'stomp' || weapon === 'knockdown') {
    const def = survivorDef(view.survivor.kind);
    return def ? (weapon === 'stomp' ? def.stomp.cost : def.knockdown.cost) : null;
  }
  return supplyDef(weapon)?.attacks[profile]?.cost ?? null;
}

function attackLabel(t: T, view: SecondsView, a: { zombie: string; weapon: string; profile?: number }): string {
  const zombie = zombieName(t, a.zombie);
  const def = supplyDef(a.weapon);
  const profile = def && def.attacks.length > 1 ? def.attacks[a.profile ?? 0] : undefined;
  const cost = attackCost(view, a.weapon, a.profile);
  const costText = cost === null ? '' : ` ${t('seconds:actions.cost', { count: cost })}`;
  if (a.weapon === 'stomp') return t('seconds:actions.stomp', { zombie }) + costText;
  if (a.weapon === 'knockdown') return t('seconds:actions.unarmedKnockdown', { zombie }) + costText;
  const weapon = cardName(t, a.weapon);
  const how = profile ? ` (${t(`seconds:card.kind.${profile.kind}`)})` : '';
  return t('seconds:actions.attack', { zombie, weapon }) + how + costText;
}

function abilityLabel(t: T, view: SecondsView, a: Extract<SecondsAction, { type: 'ability' }>): string {
  const def = survivorDef(view.survivor.kind);
  const name = def ? abilityName(t, def.ability) : t('seconds:actions.ability');
  const parts: string[] = [];
  if (a.zombie) parts.push(zombieName(t, a.zombie));
  if (a.weapon && a.weapon !== 'stomp' && a.weapon !== 'knockdown') parts.push(cardName(t, a.weapon));
  if (a.weapon === 'stomp') parts.push(t('seconds:names.stomp'));
  if (a.weapon === 'knockdown') parts.push(t('seconds:names.unarmedKnockdown'));
  if (a.to !== undefined) parts.push(rowName(t, a.to));
  if (a.ignore?.length)
    parts.push(t('seconds:actions.ignoring', { zombies: a.ignore.map((z) => zombieName(t, z)).join(', ') }));
  const token = t('seconds:actions.abilityToken');
  return parts.length ? `${name}: ${parts.join(' · ')} (${token})` : `${name} (${token})`;
}

export function describeAction(t: T, view: SecondsView, a: SecondsAction): string {
  switch (a.type) {
    case 'move': {
      const def = survivorDef(view.survivor.kind);
      const cost = def ? ` ${t('seconds:actions.cost', { count: def.move.cost })}` : '';
      return (a.to >= 11 ? t('seconds:actions.toStreet') : t('seconds:actions.move', { row: a.to })) + cost;
    }
    case 'standUp':
      return t('seconds:actions.standUp');
    case 'pickUp':
      return t('seconds:actions.pickUp', { card: pickUpName(t, view, a.index) });
    case 'equip':
      return t('seconds:actions.equip', { card: cardName(t, a.card) });
    case 'drop':
      return t('seconds:actions.drop', { card: cardName(t, a.card) });
    case 'drawTactics':
      return a.discard
        ? t('seconds:actions.drawDiscarding', { a: cardName(t, a.discard[0]), b: cardName(t, a.discard[1]) })
        : t('seconds:actions.drawTactics');
    case 'playTactics': {
      const card = cardName(t, a.card);
      if (a.zombie) return t('seconds:actions.playOn', { card, target: zombieName(t, a.zombie) });
      if (a.weapon) return t('seconds:actions.playOn', { card, target: cardName(t, a.weapon) });
      if (a.index !== undefined) return t('seconds:actions.playOn', { card, target: pickUpName(t, view, a.index) });
      if (a.to !== undefined) return t('seconds:actions.playTo', { card, where: rowName(t, a.to) });
      return t('seconds:actions.play', { card });
    }
    case 'useSupply':
      return t('seconds:actions.use', { card: cardName(t, a.card) });
    case 'attack':
      return attackLabel(t, view, a);
    case 'ability':
      return abilityLabel(t, view, a);
    case 'removeConcussion':
      return t('seconds:actions.removeConcussion');
    case 'endPhase':
      return view.active === 'zombie' ? t('seconds:actions.endZombieTurn') : t('seconds:actions.endPhase');
    case 'mulligan':
      return a.discard.length === 0
        ? t('seconds:actions.keepHand')
        : t('seconds:actions.replace', { cards: a.discard.map((c) => cardName(t, c)).join(t('seconds:log.and')) });
    case 'counter':
      return a.card ? t('seconds:actions.counter', { card: cardName(t, a.card) }) : t('seconds:actions.noCounter');
    case 'react':
      if (a.choice === 'dodge')
        return t('seconds:actions.dodge', { card: a.card ? cardName(t, a.card) : cardName(t, 'dodge') });
      return a.choice === 'block' ? t('seconds:actions.block') : t('seconds:actions.takeHit');
    case 'desperation':
      return a.use ? t('seconds:actions.desperation') : t('seconds:actions.noDesperation');
    case 'split':
      return a.zombie
        ? t('seconds:actions.split', { zombie: zombieName(t, a.zombie), count: a.amount ?? 1 })
        : t('seconds:actions.noSplit');
    case 'keep':
      return t('seconds:actions.keep', { card: cardName(t, a.card) });
    case 'discard':
      return t('seconds:actions.discard', { card: cardName(t, a.card) });
    case 'sound':
      return a.card ? t('seconds:actions.sound', { card: cardName(t, a.card) }) : t('seconds:actions.noSound');
    case 'chooseWeapon':
      return cardName(t, a.card);
    case 'drawChoice':
      return t(a.deck === 'zombie' ? 'seconds:actions.drawZombie' : 'seconds:actions.drawZombieTactics');
    case 'chooseZombie':
      return zombieName(t, a.zombie);
    case 'zMove':
      return t('seconds:actions.zMove', { zombie: zombieName(t, a.zombie), row: a.to });
    case 'zAttack':
      return t('seconds:actions.zAttack', { zombie: zombieName(t, a.zombie) });
    case 'zStand':
      return t('seconds:actions.zStand', { zombie: zombieName(t, a.zombie) });
    case 'summon':
      return t('seconds:actions.summon', {
        card: cardName(t, a.card),
        row: content().zombieRules.summonRow,
      });
    case 'zDraw':
      return t(a.deck === 'zombie' ? 'seconds:actions.zDrawZombie' : 'seconds:actions.zDrawTactics');
    case 'zPlay': {
      const card = cardName(t, a.card);
      if (a.zombieCard) return t('seconds:actions.playWith', { card, with: cardName(t, a.zombieCard) });
      if (a.zombie) return t('seconds:actions.playOn', { card, target: zombieName(t, a.zombie) });
      return t('seconds:actions.play', { card });
    }
    case 'shriek':
      return t('seconds:actions.shriek', { zombie: zombieName(t, a.zombie), card: cardName(t, a.card) });
    case 'pause':
      return t('seconds:actions.pause');
    case 'resume':
      return t('seconds:actions.resume');
    case 'timeout':
      return t('seconds:actions.timeout');
  }
}
