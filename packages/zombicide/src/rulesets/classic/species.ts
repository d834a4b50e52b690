/**
 * The zombie species and the extra zombies of seed 001 (lines 1407-1571, 1646-1660): what killing them brings
 * about, what cannot kill them, how Ranged hits find them, and the Toxic Abomination's work at the end of the
 * Zombies' Phase.
 *
 * - Berserkers [PO] (line 1413): immune to Ranged weapon Damage, save weapons killing everything in the zone
 *   (the Molotov); killed in Melee. In Ranged Combat they take their tier's hits last and absorb them.
 * - Toxic zombies [TCM] (lines 1552-1556): killed in their killer's zone, they wound the killer (Toxic Blood
 *   Spray, a Zombie attack); taken first in their tier.
 * - Skinners [RM] (lines 1452-1460): after an attack roll kills Skinners, a Crawler per "1" rolled, at most one
 *   per Skinner killed, in the zone.
 * - Toxic Abominations (line 1571): at the end of the Zombies' Phase the standard zombies in their zone turn
 *   Toxic, as far as the box's Toxic miniatures go.
 */
import { hasPlayedSkill } from './skills/versions.ts';
import type { RuleRef } from '../../rule-ref.ts';
import { withParams } from '../../rule-ref.ts';
import { CLASSIC_REFS as C } from './rule-refs.ts';
import type { GameEvent } from '../../actions.ts';
import type { RulesContext } from '../../context.ts';
import type { CombatState, State } from '../../state.ts';
import { hasSkillActive, skillParams } from '../../skills.ts';
import { inPlay } from '../../survivors.ts';
import { woundSurvivor } from '../../wounds.ts';
import { activationTasks } from '../../zombie-phase.ts';
import { addZombies, maskOf, zombiesIn, zombieTotal } from '../../zombies.ts';
import { markUsed } from '../../rule-error.ts';
import { lostRemoved, offerLostLoot } from './lost.ts';
import {
  ABOMINATION,
  CLASSIC_ROSTER,
  CRAWLER,
  isBerserker,
  isLost,
  isSkinner,
  isToxic,
  KIND,
  SPECIES_OF,
  speciesType,
  TOXIC_ABOMINATION,
  WALKER,
} from './roster.ts';
import { vipKilled } from './vip-walkers.ts';
import { gozerHas, gozerKilled } from './gozer.ts';
import { stayPuftImmune, streamsCrossed } from './stay-puft.ts';

const RANGED_IMMUNITY = C.rangedImmunity;

/** A Berserker, or Gozer with the Berserker Abomination's abilities (gozer.ts). */
function actsBerserker(state: State, type: number): boolean {
  return isBerserker(type) || gozerHas(state, type, 'berserkerAbomination');
}

/** A Toxic zombie, or Gozer with the Toxic Abomination's abilities (gozer.ts). */
function actsToxic(state: State, type: number): boolean {
  return isToxic(type) || gozerHas(state, type, 'toxicAbomination');
}

/** A Berserker cannot be killed by a Ranged hit (the Molotov kills without a hit: line 1413). */
export function classicImmune(state: State, c: CombatState, type: number): RuleRef | null {
  // Marshmallow: Stay Puft takes no hit but a Proton Pack's (stay-puft.ts).
  const marshmallow = stayPuftImmune(state, c, type);
  if (marshmallow) return marshmallow;
  // A car attack kills them (line 1413: "in Melee Combat or through car attacks"); Point-blank at Range 0 "can
  // kill any type of Zombies (including Berserker Zombies)" (line 2259).
  if (c.melee || c.car !== undefined || !actsBerserker(state, type)) return null;
  return c.range === 0 && hasPlayedSkill(state, c.survivor, 'pointBlankClassic') ? null : RANGED_IMMUNITY;
}

/**
 * Ranged hits by the Targeting Priority Order (lines 1318-1337, table lines 3050-3076): each hit goes to the
 * lowest tier present, the shooter choosing within it; a hit too weak for that tier, or on a Berserker (immune),
 * is lost, and the tier shields those behind it (the Berserker Walker of line 1417 protects the Fatty and the
 * Runner). The choice is the shooter's only when it can matter.
 */
export function classicRangedTargets(state: State, c: CombatState, damage: number): number[] {
  const roster = CLASSIC_ROSTER;
  let tier = Number.POSITIVE_INFINITY;
  for (let t = 0; t < roster.size; t++)
    if (roster.tier[t] < tier && zombiesIn(state, c.zone, t) > 0) tier = roster.tier[t];
  const options: number[] = [];
  let killable = 0;
  let total = 0;
  for (let t = 0; t < roster.size; t++) {
    if (roster.tier[t] !== tier) continue;
    const n = zombiesIn(state, c.zone, t);
    if (n === 0) continue;
    options.push(t);
    total += n;
    if (damage >= roster.toughness[t] && (c.car !== undefined || !actsBerserker(state, t))) killable++;
  }
  // Every one of the tier dies anyway, or none can: who takes which hit cannot matter (Skinners killed are
  // counted the same way whichever hit killed them).
  if (options.length > 1 && (killable === 0 || (killable === options.length && c.hits >= total))) options.length = 1;
  return options;
}

/** Experience for a kill, and what the species remember of it until the attack is over. */
export function classicZombieKilled(
  ctx: RulesContext,
  state: State,
  s: number,
  zone: number,
  type: number,
  events: GameEvent[],
): void {
  // Collector (seed 001 line 2193): double experience for a zombie of the kind (or species) it names.
  const names = CLASSIC_ROSTER.skillNames![type];
  const collected = skillParams(state, s, 'collector').some((p) => names.includes(p));
  ctx.ruleset.survivors.gainExperience(
    ctx,
    state,
    s,
    CLASSIC_ROSTER.experience[type] * (collected ? 2 : 1),
    withParams(collected ? C.collectorXp : C.killXp, { type }),
    events,
  );
  // Blitz (seed 001 line 2169): killing the last zombie of a zone gives a free Move Action, to use at once.
  if (zombieTotal(state, zone) === 0 && hasPlayedSkill(state, s, 'blitz')) state.survivors[s].used.blitzReady = 1;
  // Hold your nose (line 2235) needs a kill this turn.
  if (hasPlayedSkill(state, s, 'holdYourNose')) markUsed(state, s, 'kill');
  if (isLost(type)) lostRemoved(state, zone);
  // A VIP Walker is kept by its killer (vip-walkers.ts).
  if (type === WALKER) vipKilled(ctx, state, s, zone, events);
  // Stay Puft killed by crossing the streams: 5 experience to every Survivor who streamed it (stay-puft.ts).
  streamsCrossed(ctx, state, s, type, events);
  // Gozer killed loses its abilities, after its Toxic Blood Spray is noted (gozer.ts).
  const toxic = actsToxic(state, type);
  gozerKilled(state, type);
  if (!toxic && !isSkinner(type) && !isLost(type)) return;
  const c = state.combat;
  if (c) (c.killedTypes ??= []).push(type);
  // A Lost killed without an attack (a Molotov): its killer may loot the Equipment pile at once (line 1515).
  else if (isLost(type)) offerLostLoot(ctx, state, s, events);
  // Killed without an attack roll (a Molotov): the Toxic zombie's blood still sprays its killer if they share the
  // zone; a Skinner leaves no Crawler (line 1458).
  else if (toxic) bloodSpray(ctx, state, s, zone, type, events);
}

/** Toxic Blood Spray (lines 1552-1554): the Toxic zombie of `type` killed in its killer's zone wounds him, a Zombie attack. */
function bloodSpray(ctx: RulesContext, state: State, s: number, zone: number, type: number, events: GameEvent[]) {
  const killer = state.survivors[s];
  if (!inPlay(killer) || killer.zone !== zone) return;
  if (hasSkillActive(state, s, 'toxicImmunity')) {
    events.push({
      type: 'woundIgnored',
      s,
      zombie: type,
      rule: C.toxicImmunity,
    });
    return;
  }
  woundSurvivor(ctx, state, s, 1, 'zombie', withParams(C.bloodSpray, { type }), events);
}

/**
 * The attack is over: the Toxic zombies it killed in the attacker's zone spray him, then its roll's natural 1s
 * bring Crawlers for the Skinners it killed (decision skinnerRoll: the roll as it stands when the hits are
 * assigned, rerolls and dice added by Roll 6 included; a "+1 to dice roll" never hides a 1).
 */
export function classicCombatEnds(ctx: RulesContext, state: State, c: CombatState, events: GameEvent[]): void {
  const killed = c.killedTypes;
  if (!killed) return;
  let skinners = 0;
  for (const t of killed) {
    // A Toxic zombie a car attack eliminates sprays nobody (line 1551).
    // The standard Abomination is noted only as Gozer with the Toxic Abomination's abilities (classicZombieKilled).
    if (isToxic(t) || t === ABOMINATION) {
      if (c.car === undefined) bloodSpray(ctx, state, c.survivor, c.zone, t, events);
    } else if (isSkinner(t)) skinners++;
    else if (isLost(t)) offerLostLoot(ctx, state, c.survivor, events);
  }
  if (skinners === 0) return;
  let ones = 0;
  for (const r of c.rolls) if (r === 1) ones++;
  const crawlers = Math.min(ones, skinners);
  if (crawlers === 0) return;
  const placed = Math.min(crawlers, state.pool[CRAWLER]);
  const rule = C.skinnerCrawlers;
  if (placed > 0) {
    addZombies(state, c.zone, CRAWLER, placed);
    events.push({ type: 'spawned', zone: c.zone, zombie: CRAWLER, count: placed, rule });
  }
  if (placed < crawlers) {
    // Running out of miniatures (line 1161): the Crawlers on the board activate at once.
    events.push({
      type: 'outOfMiniatures',
      zombie: CRAWLER,
      rule: withParams(C.outOfMiniatures, { type: CRAWLER }),
    });
    events.push({
      type: 'extraActivation',
      zombie: CRAWLER,
      rule: withParams(C.shortageActivation, { type: CRAWLER }),
    });
    state.zombiePhase ??= { tasks: [], halted: [], wounds: [] };
    state.zombiePhase.tasks.push(...activationTasks(ctx, maskOf(CRAWLER)));
  }
}

/**
 * The end of the Zombies' Phase (line 991): each Toxic Abomination turns the standard zombies of its zone into
 * their Toxic counterparts, as many as the box holds (line 1571: the others stay as they are); this gives them no
 * activation. A Zombie Dog and a Crawler have no Toxic counterpart.
 */
export function classicPhaseEnds(ctx: RulesContext, state: State, events: GameEvent[]): void {
  // Gozer with the Toxic Abomination's abilities turns its zone too (gozer.ts).
  const gozer = gozerHas(state, ABOMINATION, 'toxicAbomination');
  if (!gozer && state.pool[TOXIC_ABOMINATION] === CLASSIC_ROSTER.box[TOXIC_ABOMINATION]) return; // none on the board
  const zones = ctx.geo.zones.length;
  for (let z = 0; z < zones; z++) {
    if (zombiesIn(state, z, TOXIC_ABOMINATION) === 0 && !(gozer && zombiesIn(state, z, ABOMINATION) > 0)) continue;
    for (let t = 0; t < CLASSIC_ROSTER.size; t++) {
      if (SPECIES_OF[t] !== 'standard' || (t === ABOMINATION && keepsItself(state))) continue;
      const toxic = speciesType('toxic', KIND[t]);
      const n = zombiesIn(state, z, t);
      if (toxic < 0 || n === 0) continue;
      const turned = Math.min(n, state.pool[toxic]);
      if (turned === 0) continue;
      addZombies(state, z, t, -turned);
      addZombies(state, z, toxic, turned);
      events.push({
        type: 'spawned',
        zone: z,
        zombie: toxic,
        count: turned,
        rule: withParams(C.toxicTurn, { count: turned, type: t }),
      });
    }
  }
}

/** Gozer and Stay Puft (rules version 10) stay themselves: a unique miniature has no Toxic counterpart. */
function keepsItself(state: State): boolean {
  const unique = state.options.uniqueAbomination;
  return unique === 'gozer' || unique === 'stayPuft';
}
