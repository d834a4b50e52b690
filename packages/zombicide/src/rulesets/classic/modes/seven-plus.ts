/**
 * Playing with 7+ Survivors (seed 001 lines 2775-2781, setup lines 335 and 419): one more Spawn token per two
 * Survivors above the sixth (rounded up), stacked on a Spawn Zone the players choose; one more Pan per odd
 * additional Survivor (7th, 9th, 11th) and one more weapon of the players' choice (Fire Axe, Pistol or Crowbar)
 * per even one (8th, 10th, 12th), all dealt at random with the starting Equipment.
 * Decision sevenPlusSpawnDice: with the [RM] spawn dice the extra spawns are the extra dice (spawn.ts spawnDice),
 * so no token is added.
 */
import { CLASSIC_REFS as C } from '../rule-refs.ts';
import type { GameEvent } from '../../../actions.ts';
import type { RulesContext } from '../../../context.ts';
import type { State } from '../../../state.ts';
import { dealStartingEquipment, STARTING_DEAL } from '../starting-deal.ts';

/** Survivors a game plays without this mode's additions. */
export const SURVIVORS_WITHOUT_EXTRAS = 6;

/** The mode's choices (`modeChoice` decisions). */
export const SPAWN_TOKEN = 'spawnToken';
export const STARTING_WEAPON = 'startingWeapon';

/** Where the chosen extra weapons wait for the deal (card ids of the content, comma-separated). */
const CHOSEN = 'sevenPlus:weapons';

/** One more Spawn token per two Survivors above six, rounded up (line 335). */
export function extraSpawnTokens(survivors: number): number {
  return Math.ceil(Math.max(0, survivors - SURVIVORS_WITHOUT_EXTRAS) / 2);
}

/** Zones holding a Spawn token an extra one may be stacked on (line 335: "the same Zones as existing ones"). */
function tokenZones(ctx: RulesContext, state: State): string[] {
  const out: string[] = [];
  for (const sp of state.spawns) {
    if (sp.kind !== 'starting' && sp.kind !== 'spawn') continue;
    const label = ctx.geo.zones[sp.zone].label;
    if (!out.includes(label)) out.push(label);
  }
  return out;
}

/**
 * The mode's setup: extra Pans, then the players' choices (extra tokens, extra weapons). True when the starting
 * deal waits for the weapons chosen (the last choice deals it).
 */
export function setupSevenPlus(ctx: RulesContext, state: State, events: GameEvent[]): boolean {
  const n = state.survivors.length;
  if (n <= SURVIVORS_WITHOUT_EXTRAS) return false;
  for (let k = SURVIVORS_WITHOUT_EXTRAS + 1; k <= n; k += 2)
    state.cards.push({ def: STARTING_DEAL.weak, loaded: true });
  const zones = tokenZones(ctx, state);
  if (!state.options.spawnDice && zones.length > 0)
    for (let i = 0; i < extraSpawnTokens(n); i++) {
      state.pending.push({
        kind: 'modeChoice',
        mode: SPAWN_TOKEN,
        survivor: -1,
        options: zones,
        why: C.sevenPlus,
      });
      events.push({ type: 'decisionOpened', decision: 'modeChoice' });
    }
  const weapons = Math.floor((n - SURVIVORS_WITHOUT_EXTRAS) / 2);
  for (let i = 0; i < weapons; i++) {
    state.pending.push({
      kind: 'modeChoice',
      mode: STARTING_WEAPON,
      survivor: -1,
      options: [...STARTING_DEAL.strong],
      why: C.sevenPlus,
    });
    events.push({ type: 'decisionOpened', decision: 'modeChoice' });
  }
  if (weapons > 0) state.missionState[CHOSEN] = '';
  return weapons > 0;
}

/** An extra Spawn token stacked on the chosen zone: it draws its own card each Spawn step. */
export function placeSpawnToken(ctx: RulesContext, state: State, label: string, events: GameEvent[]): void {
  const zone = ctx.geo.byLabel[label];
  const model = state.spawns.find((sp) => sp.zone === zone && (sp.kind === 'starting' || sp.kind === 'spawn'));
  if (!model) return;
  const token = { ...model, ...(model.locators ? { locators: [...model.locators] } : {}) };
  state.spawns.push(token);
  events.push({
    type: 'spawnZoneChanged',
    index: state.spawns.length - 1,
    zone,
    active: token.active,
    rule: C.sevenPlus,
  });
}

/** The chosen weapon joins the starting deal; the last one chosen deals it. */
export function addStartingWeapon(ctx: RulesContext, state: State, def: string): void {
  const chosen = String(state.missionState[CHOSEN] ?? '');
  state.missionState[CHOSEN] = chosen ? `${chosen},${def}` : def;
  if (state.pending.some((d) => d.kind === 'modeChoice' && d.mode === STARTING_WEAPON)) return;
  const extra = String(state.missionState[CHOSEN]).split(',');
  delete state.missionState[CHOSEN];
  dealStartingEquipment(ctx, state, extra);
}
