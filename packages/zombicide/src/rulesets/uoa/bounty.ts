/**
 * Bounty weapons (EN "Bounty weapons"): a face-down deck whose top card's
 * feat is visible. A survivor who achieves the top feat takes the card at
 * once and may reorganize for free; an Action gives at most one Bounty
 * Weapon, a Turn may give several.
 */
import { UOA_REFS as U } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { State } from '../../state.ts';
import { offerCard } from '../../search.ts';
import { actionsLeft } from '../../survivors.ts';
import { ABOMINATION, FATTY, KILL_AP } from './roster.ts';
import { uoaPart } from './state.ts';

export function addTurnCounter(state: State, s: number, key: string, amount: number): void {
  const used = state.survivors[s].used;
  used[key] = (used[key] ?? 0) + amount;
}

/** Kill facts the Bounty feats read: fatties and the Abomination per action, rifle kills and Range 2+ AP per turn, Pistol AP per action. */
export function recordKillForFeats(ctx: RulesContext, state: State, s: number, type: number): void {
  const a = state.action;
  if (!a || a.s !== s) return;
  if (type === FATTY) a.fatties++;
  if (type === ABOMINATION) a.abomination = true;
  const c = state.combat;
  if (!c || c.weapons.length === 0) return;
  const family = ctx.equipment[state.cards[c.weapons[0]].def]?.weapon?.family;
  if (family === 'rifle') addTurnCounter(state, s, 'featRifleKills', 1);
  if (family === 'pistol') a.pistolAp += KILL_AP[type];
  if ((c.range ?? 0) >= 2) addTurnCounter(state, s, 'featRange2Ap', KILL_AP[type]);
}

/** Is the feat met by this survivor now (this action, or this turn's counters)? */
function featMet(state: State, s: number, feat: string): boolean {
  const a = state.action!;
  const used = state.survivors[s].used;
  switch (feat) {
    case 'gain5ApOnBalconyInTurn':
      return (used.featBalconyAp ?? 0) >= 5;
    case 'kill3WithRifleInTurn':
      return (used.featRifleKills ?? 0) >= 3;
    case 'gain3ApAtRange2InTurn':
      return (used.featRange2Ap ?? 0) >= 3;
    case 'gain3ApInOneActionWithPistol':
      return a.pistolAp >= 3;
    case 'killAbominationWithLastAction':
      return a.abomination && actionsLeft(state.survivors[s]) <= 0;
    case 'kill2FattiesInOneAction':
      return a.fatties >= 2;
    case 'useHolyWaterOnSpawnZone':
      return a.holyWater;
    default:
      return false;
  }
}

/** Once the action is fully resolved: the top Bounty card goes to its survivor if its feat is met. */
export function checkBountyFeat(ctx: RulesContext, state: State, events: GameEvent[]): void {
  const part = uoaPart(state);
  const a = state.action;
  if (!a || a.checked) return;
  a.checked = true;
  const top = part.bountyDeck[0];
  if (top === undefined) return;
  const def = ctx.equipment[state.cards[top].def];
  if (!def.feat || !featMet(state, a.s, def.feat.id)) return;
  part.bountyDeck.shift();
  events.push({
    type: 'bountyEarned',
    s: a.s,
    card: def.id,
    feat: def.feat.text,
    rule: U.bountyFeat,
  });
  offerCard(ctx, state, a.s, top, 'bounty', events);
}
