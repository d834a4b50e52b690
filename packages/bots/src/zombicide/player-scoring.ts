/**
 * The heuristic's scoring of the players' actions (heuristic.ts): one scorer per choice holds what the posse
 * plans from this state (the goal points, the group's target, each survivor's own target, the spawn zones),
 * then scores each candidate action with it.
 */
import {
  ammoMissing,
  buildingKey,
  GOAL_CARD,
  LOSING_SPAWN_ZONES,
  pilesOf,
  pilesToWake,
  plannedBuildings,
  spareSpawnZones,
  goalsInPlay,
  holdsBounty,
  rescuePlan,
  missingCard,
  subGoalZones,
  faithful,
  pileTargets,
  pileWakeCost,
  coalSpawns,
  carriesCoal,
  wagonDestinations,
  wagonSteps,
  objectivesWanted,
} from './planner.ts';
import {
  alive,
  bountyGoal,
  goalKindsOf,
  hitChance,
  inHand,
  isCompanion,
  maxActions,
  cardValue,
  emptySlots,
  survivorsAt,
  THREAT,
  zombiesAt,
} from './reading.ts';
import {
  zombieTotal,
  zombiesIn,
  type Action,
  type EquipmentDef,
  type MissionGoal,
  type RulesContext,
  type State,
  type SurvivorState,
  goalDone,
} from '@horde/zombicide';
import { ABOMINATION, FATTY, RUNNER, TOUGHNESS, WALKER } from '@horde/zombicide/rulesets/uoa/index';
import { uoaPartOrEmpty } from '@horde/zombicide/rulesets/uoa/index';
import { classicPartOrEmpty } from '@horde/zombicide/rulesets/classic/index';

/** Actions whose own scoring already accounts for where the turn ends (one set, not one per scoring). */
const SELF_AWARE: ReadonlySet<string> = new Set([
  'move',
  'charge',
  'melee',
  'ranged',
  'endTurn',
  'exit',
  'search',
  'discard',
  'drinkWater',
  'vadeRetro',
]);

/** Mission actions that move a goal forward (the engine lists them only when legal). */
const MISSION_ACTIONS: ReadonlySet<string> = new Set(['blowMine', 'loadCoal', 'loadWagon', 'startTrain']);
/** Goal kinds made of cards found by searching (Holy Water, Dynamite). */
const CARD_GOALS = ['gatherMobileSpawns', 'secureCorpsePiles', 'dynamiteMobileSpawns', 'destroyWagon'] as const;
/** Melee hits: the most dangerous zombie first. */
const MELEE_ORDER = [ABOMINATION, RUNNER, FATTY, WALKER] as const;

/** Expected kills of an attack: how many, what they are worth, the hits left to assign. */
interface Tally {
  kills: number;
  value: number;
  hits: number;
}

export class PlayerScoring {
  private readonly ctx: RulesContext;
  private readonly state: State;
  private readonly geo: RulesContext['geo'];
  /** The board as the group plans its way: through every door it could open. */
  private readonly plan: RulesContext['geo'];
  /** The survivors who act (alive, not Companions), with their indexes. */
  private readonly players: { s: SurvivorState; i: number }[];
  /** Objectives the goals want taken (none while none is wanted). */
  private readonly goalObjectives: State['objectives'];
  private readonly goalKinds: ReadonlySet<string>;
  private readonly bounty: MissionGoal | null;
  /** Where the goals want the Wagon (empty: nowhere). */
  private readonly wagonTo: number[];
  /** Spawn zones the plan can still afford to wake, and the buildings it plans to enter anyway. */
  private readonly spare: number;
  private readonly planned: Set<string>;
  /** A card the goals need and nobody holds (or ammo for a rally): searched for first. */
  private readonly fetch: string | null;
  /** The group's target zone (-1: none). */
  private readonly target: number;
  /** No goal point left: the posse heads for the exit. */
  private readonly exitPhase: boolean;
  private readonly wagonToBlow: boolean;
  private readonly dynamiteNeeded: boolean;
  /** A survivor's own target (a Bounty Weapon's Objective, a Companion to guard) instead of the group's. */
  private readonly own: Map<number, number>;
  /** Survivors sent two by two to lone Companions (empty: none). */
  private readonly guards: number[];
  private readonly spawnZones: Set<number>;
  private readonly activeSpawns: number;
  /** One tally per scorer, filled by each scored attack (no object per attack). */
  private readonly tallied: Tally = { kills: 0, value: 0, hits: 0 };

  constructor(ctx: RulesContext, state: State) {
    this.ctx = ctx;
    this.state = state;
    const geo = ctx.geo;
    this.geo = geo;
    // Distances as the group plans them: through every door it could open (the board as it is without doors).
    this.plan = planningGeometry(ctx, state);
    const dist = (a: number, b: number): number => this.dist(a, b);
    // A face-down Objective's colour is hidden: it may always be taken (objectives.ts), so the bot never reads it.
    const open = state.objectives.filter(
      (o) => !o.taken && (o.hidden || !(ctx.mission.rules.untakeableObjectives ?? []).includes(o.color)),
    );
    const goalObjectives = objectivesWanted(ctx, state) ? open : [];
    // Companions (rules part 2) are survivors with no Actions of their own; the group is the acting survivors.
    const players = state.survivors
      .map((survivor, i) => ({ s: survivor, i }))
      .filter(({ s }) => alive(s) && !isCompanion(s));
    // Other goal points the mission asks the group to reach (read defensively: these rules are arriving).
    const goalKinds = goalKindsOf(ctx.mission);
    const goalPoints: number[] = goalObjectives.map((o) => o.zone);
    // Lone Companions to rally, and on M5 the face-down Objectives the missing ones hide under (planner.ts).
    for (const g of ctx.mission.goals)
      if (g.kind === 'rallyCompanions' && !goalDone(ctx, state, g)) goalPoints.push(...subGoalZones(ctx, state, g, 0));
    const mobileGoal = goalKinds.has('gatherMobileSpawns') || goalKinds.has('dynamiteMobileSpawns');
    if (mobileGoal) for (const sp of state.spawns) if (sp.kind === 'mobile' && !sp.onStart) goalPoints.push(sp.zone);
    // One Bounty Weapon per survivor (M1): the Objectives that give one, for each survivor who holds none.
    // Without them the group took the goal for done and walked to the train empty-handed.
    const bounty = bountyGoal(ctx, state);
    if (bounty) for (const { i } of players) goalPoints.push(...subGoalZones(ctx, state, bounty, i));
    const tender = (z: number): boolean => geo.zones[z].label.endsWith(':te');
    // Coal for the tender (M9): the sacks in the Mine for the survivors leading free Brawlers; once some are carried,
    // the tender, the whole posse escorting them (the sacks are loaded there, 1 Action).
    if (goalKinds.has('loadCoal'))
      for (const g of ctx.mission.goals)
        if (g.kind === 'loadCoal' && !goalDone(ctx, state, g)) {
          const zones = players.map(({ i }) => subGoalZones(ctx, state, g, i));
          const loaded = players.filter(({ i }, k) => carriesCoal(state, i) && zones[k].some((z) => tender(z)));
          for (let k = 0; k < players.length; k++)
            if (loaded.length === 0 || loaded.includes(players[k])) goalPoints.push(...zones[k]);
        }
    // Corpse Piles: those the survivors holding Holy Water (a Faithful: Water) can make safe, woken ones first
    // (planner.ts, `pileTargets`); without such a card a pile is only a spawn zone, and the posse fetches one.
    if (goalKinds.has('secureCorpsePiles')) for (const { i } of players) goalPoints.push(...pileTargets(ctx, state, i));

    // Lone Companions first: each one loses the game at its first Wound, and a survivor beside it takes the Wounds
    // instead. While any can be reached, they are the only goal points (one survivor to each, below).
    // When they cannot be rallied yet (M10), one survivor guards each and the others go on with the goals.
    // Goals in order (M6: the Wagon before the Gunslingers in the mine): only once their rally is in play.
    const { current } = goalsInPlay(ctx, state);
    // The Wagon's goals (M7, M8): the Objectives to stow, then the Wagon (to load it, or to move it where it must go).
    for (const g of current) if (g.kind === 'objectivesInWagon') goalPoints.push(...subGoalZones(ctx, state, g, 0));
    const wagonTo = wagonDestinations(ctx, state, current);
    const wagon = uoaPartOrEmpty(state).wagon;
    if (wagonTo.length > 0 && wagon) goalPoints.push(wagon.zone);
    const spare = spareSpawnZones(ctx, state);
    const planned = plannedBuildings(ctx, state);
    // Nothing to pay a rally with (M4): the posse finds ammo first, as it does when rallying must wait (M10).
    const noAmmo = ammoMissing(ctx, state);
    // The lone Companions to reach (`rescuePlan`, shared with the search's evaluation). No rally goal at all (M7: the
    // Companions only have to leave with the posse): they are rescued whenever met, or a zombie wandering into their
    // room loses the game while the posse works on the first goal.
    const { rescue, rallyLater } =
      players.length > 0 ? rescuePlan(ctx, state, current, players[0].s.zone) : { rescue: [], rallyLater: false };
    if (rallyLater) {
      for (let k = goalPoints.length - 1; k >= 0; k--) if (rescue.includes(goalPoints[k])) goalPoints.splice(k, 1);
    } else if (rescue.length > 0) goalPoints.splice(0, goalPoints.length, ...rescue);

    // Group target: the first objective of the shortest tour (group -> objectives -> exit), else the nearest exit.
    const sumDist = (zone: number) => players.reduce((t, { s }) => t + dist(s.zone, zone), 0);
    // Leave-on-the-train missions: the train's zones are the way out.
    // Before the train comes in, the railroad it will run on (the posse waits by the track, not in town).
    const trainZones = (): number[] => {
      const aboard = geo.zones.filter((z) => z.kind === 'train').map((z) => z.id);
      return aboard.length > 0 ? aboard : geo.zones.filter((z) => z.kind === 'railroad').map((z) => z.id);
    };
    const exits = ctx.exits.length > 0 || !goalKinds.has('leaveOnTrain') ? ctx.exits : trainZones();
    const toExit = (zone: number) => exits.reduce((m, e) => Math.min(m, dist(zone, e)), exits.length ? 99 : 0);
    // The Wagon to blow up (M6); a card the goals need and nobody holds (Holy Water, Dynamite): the group goes to
    // the nearest building to search in first, not to the spawns or the Wagon it could do nothing with (the posse
    // stood beside M2's zombie train and M3's Mobile spawns for rounds, empty-handed, until someone fell).
    for (const g of current) if (g.kind === 'destroyWagon' && wagon) goalPoints.push(wagon.zone);
    const fetch =
      rescue.length > 0 && !rallyLater ? null : (missingCard(ctx, state, current, true) ?? (noAmmo ? 'ammo' : null));
    // Ammo tokens (M4) lie under the face-down Objectives: worth turning over while the posse has none.
    if (noAmmo && ctx.mission.specialRules?.some((r) => r.id === 'ammoTokens'))
      for (const o of state.objectives)
        if (o.hidden && !o.taken && pilesToWake(ctx, state, o.zone) <= spare) goalPoints.push(o.zone);
    if (fetch && players.length > 0) {
      const spot = searchSpot(ctx, state, this.plan, players[0].s.zone);
      if (spot >= 0) {
        // Every goal whose card nobody holds, not only the one fetched first (M2: the zombie train's cars, where
        // the posse stood for rounds without Dynamite while its hands held Holy Water for the Corpse Piles).
        const useless = new Set<number>();
        for (const g of current)
          if (GOAL_CARD[g.kind] && missingCard(ctx, state, [g], true) !== null)
            for (const z of subGoalZones(ctx, state, g, 0)) useless.add(z);
        for (let k = goalPoints.length - 1; k >= 0; k--) if (useless.has(goalPoints[k])) goalPoints.splice(k, 1);
        goalPoints.push(spot);
      }
    }
    let target = -1;
    if (goalPoints.length > 0) {
      const zones = [...new Set(goalPoints)];
      target = tourStart(zones, (z) => sumDist(z) / Math.max(1, players.length), dist, toExit);
    } else {
      let bestSum = Infinity;
      for (const z of exits) {
        const t = sumDist(z);
        if (t < bestSum) {
          bestSum = t;
          target = z;
        }
      }
    }
    const exitPhase = goalPoints.length === 0;
    const wagonToBlow = ctx.mission.goals.some((g) => g.kind === 'destroyWagon' && !goalDone(ctx, state, g));
    const dynamiteNeeded =
      wagonToBlow || ctx.mission.goals.some((g) => g.kind === 'dynamiteMobileSpawns' && !goalDone(ctx, state, g));
    // One Bounty Weapon per survivor: each survivor who lacks one heads for an Objective of its own (nearest pairs
    // first) instead of the group's target, so the posse splits and takes them in parallel (the train will not wait).
    const own = new Map<number, number>();
    // Several lone Companions apart (M4's two balconies): the two nearest survivors to each.
    // Only in pairs: a survivor sent alone to a Companion was the one eliminated in most lost games (issue 15
    // diagnostics: M3, M8, M10), so with more Companions' zones than pairs the posse visits them together.
    const pairs = rescue.length > 1 && !rallyLater && players.length >= 2 * rescue.length;
    const guards = pairs ? players.map(({ i }) => i) : [];
    const lacking = bounty ? players.filter(({ s }) => !holdsBounty(ctx, state, s)).map(({ i }) => i) : guards;
    if (bounty || guards.length > 0) {
      const zones = bounty
        ? lacking.length > 0
          ? [...new Set(subGoalZones(ctx, state, bounty, lacking[0]))]
          : []
        : [...rescue];
      // Guards go two by two (a lone guard dies alone, and the Companion with it).
      if (pairs) zones.push(...rescue);
      while (lacking.length > 0 && zones.length > 0) {
        let bi = 0,
          bz = 0,
          bd = Infinity;
        for (let i = 0; i < lacking.length; i++)
          for (let z = 0; z < zones.length; z++) {
            const d = dist(state.survivors[lacking[i]].zone, zones[z]);
            if (d < bd) {
              bd = d;
              bi = i;
              bz = z;
            }
          }
        own.set(lacking[bi], zones[bz]);
        lacking.splice(bi, 1);
        zones.splice(bz, 1);
      }
    }
    const spawnZones = new Set<number>();
    let activeSpawns = 0;
    for (const sp of state.spawns)
      if (sp.active && !sp.safe) {
        spawnZones.add(sp.zone);
        activeSpawns++;
      }
    this.players = players;
    this.goalObjectives = goalObjectives;
    this.goalKinds = goalKinds;
    this.bounty = bounty;
    this.wagonTo = wagonTo;
    this.spare = spare;
    this.planned = planned;
    this.fetch = fetch;
    this.target = target;
    this.exitPhase = exitPhase;
    this.wagonToBlow = wagonToBlow;
    this.dynamiteNeeded = dynamiteNeeded;
    this.own = own;
    this.guards = guards;
    this.spawnZones = spawnZones;
    this.activeSpawns = activeSpawns;
  }

  private dist(a: number, b: number): number {
    const x = this.plan.distance[a][b];
    return x < 0 ? 99 : x;
  }

  private targetOf(s: number): number {
    return this.own.get(s) ?? this.target;
  }

  /** Survivors sent two by two to a Companion keep to their partner as the group keeps together. */
  private paired(s: number): boolean {
    return this.guards.length > 0 && this.own.has(s);
  }

  /** How much a survivor keeps to the group: less when it has an Objective of its own to reach. */
  private cohesion(s: number): number {
    return this.own.has(s) && !this.paired(s) ? 0.3 : 1;
  }

  // Threat that can attack a zone in the next Zombies' Phase: zombies in it, and Runners one zone away.
  private threatAt(zone: number, killedHere = 0): number {
    let n = Math.max(0, zombiesAt(this.state, zone) - killedHere);
    for (const nb of this.geo.neighbors[zone]) n += zombiesIn(this.state, nb, RUNNER);
    return n;
  }
  // What the survivors in a zone can take without anyone being eliminated (any elimination loses).
  private capacityAt(zone: number, plus: SurvivorState | null, except = -1): number {
    let c = 0;
    for (let i = 0; i < this.state.survivors.length; i++) {
      const survivor = this.state.survivors[i];
      if (i === except || !alive(survivor) || survivor.zone !== zone) continue;
      c += survivor.health - survivor.wounds - 1;
    }
    if (plus) c += plus.health - plus.wounds - 1;
    return c;
  }
  /**
   * Penalty for ending a survivor's turn in `zone`: zombies there (minus the ones just killed) and
   * Runners next door attack in the coming Zombies' Phase; if they outnumber what the survivors
   * there can take, someone is eliminated (the game is lost). Slow zombies next door come in and
   * attack next round; being alone (nobody to share wounds) or hurt makes all of it worse.
   */
  private endDanger(zone: number, s: number, killedHere = 0): number {
    const surv = this.state.survivors[s];
    let immediate = Math.max(0, zombiesAt(this.state, zone) - killedHere);
    let slow = 0;
    for (const nb of this.geo.neighbors[zone]) {
      immediate += zombiesIn(this.state, nb, RUNNER);
      slow +=
        zombiesIn(this.state, nb, WALKER) + zombiesIn(this.state, nb, FATTY) + zombiesIn(this.state, nb, ABOMINATION);
    }
    if (this.spawnZones.has(zone)) immediate += 3;
    if (immediate === 0 && slow === 0) return 0;
    const cap = this.capacityAt(zone, surv, s);
    if (immediate > cap) return 30 + 5 * (immediate - cap);
    // Alone, nobody can take a Wound for it; hurt, the next Wound eliminates it: the survivors lost over
    // 10-18 rounds were almost all alone in their zone (issue 15, sim-out diagnostics).
    const alone = survivorsAt(this.state, zone, s) === 0;
    const hurt = surv.health - surv.wounds <= 1;
    return (1.5 * immediate + 0.5 * slow) * (alone ? 2.2 : 1) * (hurt ? 2.5 : 1);
  }
  // Zombies that are a problem for the group: in or next to a zone with survivors.
  private proximity(zone: number): number {
    let near = 99;
    for (const { s } of this.players) near = Math.min(near, this.dist(zone, s.zone));
    const f = near === 0 ? 2 : near === 1 ? 1.5 : near === 2 ? 0.7 : 0.3;
    return this.exitPhase && near >= 2 ? f * 0.5 : f;
  }
  /** Distance from `zone` to the survivor (other than s) furthest from the group target. */
  private leash(s: number, zone: number): number {
    let rear = -1,
      worst = -1;
    for (const { s: o, i } of this.players)
      if (i !== s && this.target >= 0 && this.dist(o.zone, this.target) > worst) {
        worst = this.dist(o.zone, this.target);
        rear = o.zone;
      }
    return rear < 0 ? 0 : this.dist(zone, rear);
  }
  private groupSpread(s: number, zone: number): number {
    let t = 0,
      n = 0;
    for (const { s: o, i } of this.players)
      if (i !== s && (!this.paired(s) || this.targetOf(i) === this.targetOf(s))) {
        t += this.dist(zone, o.zone);
        n++;
      }
    return n === 0 ? 0 : t / n;
  }

  // Expected kills of an attack, tallied into one object per scorer (no array per scored attack): hits go to
  // the zombies in order, each hit (or the fraction left) kills one.
  private take(type: number, n: number): void {
    for (let k = 0; k < n && this.tallied.hits > 0; k++) {
      const f = Math.min(1, this.tallied.hits);
      this.tallied.value += f * THREAT[type];
      this.tallied.kills += f;
      this.tallied.hits -= 1;
    }
  }
  private expectedKills(zone: number, melee: boolean, damage: number, hits: number): Tally {
    this.tallied.kills = 0;
    this.tallied.value = 0;
    this.tallied.hits = hits;
    if (melee) {
      for (const t of MELEE_ORDER) if (damage >= TOUGHNESS[t]) this.take(t, zombiesIn(this.state, zone, t));
      return this.tallied;
    }
    // The ruleset's Targeting Priority Order, tier by tier (weakest first within one); a hit too weak for
    // the zombie it must go to is lost, and that zombie shields the tiers behind it.
    const roster = this.ctx.ruleset.roster;
    for (const tier of tierOrder(roster))
      for (const t of tier) {
        const n = zombiesIn(this.state, zone, t);
        if (n === 0) continue;
        if (damage < roster.toughness[t]) return this.tallied;
        this.take(t, n);
      }
    return this.tallied;
  }

  private weaponOf(s: number, slot: number): EquipmentDef | undefined {
    const card = this.state.survivors[s].inventory[slot];
    return card === null ? undefined : this.ctx.equipment[this.state.cards[card].def];
  }

  private attackScore(
    s: number,
    zone: number,
    def: EquipmentDef | undefined,
    dual: boolean,
    melee: boolean,
    fromZone: number,
    costAfter: number,
  ): number {
    const w = def?.weapon;
    if (!w) return this.wasted(s, fromZone, costAfter);
    if (!melee && survivorsAt(this.state, zone, s) > 0) return -50; // Friendly Fire
    const dice = dual ? 2 * w.dice : w.dice;
    const hits = dice * hitChance(w.accuracy);
    const { kills, value } = this.expectedKills(zone, melee, w.damage, hits);
    if (kills <= 0) return this.wasted(s, fromZone, costAfter);
    let score = 2 * value * this.proximity(zone) + 0.5;
    if (!melee && w.noise !== 'silent') score -= 0.2;
    // Ending the turn here: what will still be around?
    if (costAfter <= 0) score -= this.endDanger(fromZone, s, fromZone === zone ? Math.floor(kills) : 0);
    return score;
  }

  /** An attack that kills nothing: its Action, and where the turn ends if it is the last. */
  private wasted(s: number, fromZone: number, costAfter: number): number {
    return -1 - (costAfter <= 0 ? this.endDanger(fromZone, s) : 0);
  }

  /** Everything in a zone eliminated at once (Dynamite, a Molotov): worth it on a crowd with no survivor in it. */
  private crowdScore(zone: number): number {
    if (survivorsAt(this.state, zone) > 0) return -100;
    const count = zombieTotal(this.state, zone);
    if (count < 3 && zombiesIn(this.state, zone, ABOMINATION) === 0) return -1;
    let value = 0;
    for (let t = 0; t < this.ctx.ruleset.roster.size; t++) value += zombiesIn(this.state, zone, t) * THREAT[t];
    return 2 * value * this.proximity(zone) - 1;
  }
  score(a: Action): number {
    const base = this.baseScore(a);
    if (!('s' in a)) return base;
    // Staying put (searching, tinkering) while the others move on leaves a survivor alone: it costs what
    // the distance to them costs a step (the posse keeps together; lone survivors were most losses).
    if (a.type === 'search' || a.type === 'reload' || a.type === 'tinker') {
      const surv = this.state.survivors[a.s];
      if (surv && zombiesAt(this.state, surv.zone) === 0) return this.lagged(a.s, surv.zone, base);
    }
    if (SELF_AWARE.has(a.type)) return base;
    const surv = this.state.survivors[a.s];
    if (!surv || maxActions(surv) - surv.actionsUsed > 1) return base;
    return base - this.endDanger(surv.zone, a.s);
  }

  private lagged(s: number, here: number, base: number): number {
    return base - 0.6 * this.cohesion(s) * Math.max(0, this.groupSpread(s, here) - 1.5);
  }

  private baseScore(a: Action): number {
    if (!('s' in a) || a.type === 'chooseRecipient') return a.type === 'swap' || a.type === 'doneReorganize' ? 0 : -0.5;
    const s = a.s;
    const surv = this.state.survivors[s];
    if (!surv) return -0.5;
    const here = surv.zone;
    const left = maxActions(surv) - surv.actionsUsed;
    // Prefer to keep acting with the survivor already active; otherwise start with the one in most trouble or with the best shot.
    if ((a.type as string) === 'rally') return 400;
    // Mission actions that move a goal forward: always worth their Action (the engine only lists them when legal).
    if (MISSION_ACTIONS.has(a.type)) return 300;
    switch (a.type) {
      case 'exit': {
        // Escort: leave when the rest of the group is close to the exit too, else wait and cover them.
        let straggler = false;
        for (const { s: o, i } of this.players) if (i !== s && this.dist(o.zone, here) > 1) straggler = true;
        return straggler ? -this.endDanger(here, s) - 0.5 : 1000;
      }
      case 'moveWagon': {
        // 3 Actions a zone (EN 870): worth them only toward where the goals want the Wagon.
        const wagon = uoaPartOrEmpty(this.state).wagon;
        if (this.wagonTo.length === 0 || !wagon) return -5;
        const gain = wagonSteps(this.ctx, wagon.zone, this.wagonTo) - wagonSteps(this.ctx, a.to, this.wagonTo);
        return gain > 0 ? 6 * gain - this.endDanger(a.to, s) : -5;
      }
      case 'objective':
        // A second Bounty Weapon is wasted while another survivor still needs one: leave the Objective to them.
        if (
          this.bounty &&
          holdsBounty(this.ctx, this.state, surv) &&
          this.players.some(({ s: o }) => !holdsBounty(this.ctx, this.state, o))
        )
          return 1;
        return 500;
      case 'endTurn': {
        return -this.endDanger(here, s) - 0.3 * this.cohesion(s) * Math.max(0, this.groupSpread(s, here) - 1.5);
      }
      case 'move': {
        const cost = 1 + zombiesAt(this.state, here);
        const goal = this.targetOf(s);
        const progress = goal >= 0 ? this.dist(here, goal) - this.dist(a.to, goal) : 0;
        let score = (this.exitPhase ? 3 : 1.5) * progress;
        if (this.exitPhase && this.ctx.exits.includes(a.to)) score += zombiesAt(this.state, a.to) === 0 ? 3 : 0;
        // Step toward objectives not chosen as the group target too, a little.
        for (const o of this.goalObjectives)
          if (o.zone === a.to) {
            score += 1.5;
            break;
          }
        // Keep the group together: no running ahead of the survivor furthest behind.
        score -= 0.5 * this.cohesion(s) * Math.max(0, this.groupSpread(s, a.to) - 1.5);
        // Corpse piles and spawn zones: zombies appear right there.
        if (this.spawnZones.has(a.to)) score -= 1.5;
        // Heading out: do not run ahead of the survivor furthest behind.
        // (Only a step that takes it further from them than it already is: a posse split over the map still gathers.)
        if (this.exitPhase && progress > 0)
          score -= 1.5 * Math.max(0, this.leash(s, a.to) - Math.max(2, this.leash(s, here)));
        // Walking into zombies.
        const zHere = zombiesAt(this.state, a.to);
        if (zHere > 0) score -= 1.5 * zHere;
        if (cost > 1) score -= 0.7 * (cost - 1);
        if (cost >= left)
          score -= this.endDanger(a.to, s) + 0.3 * this.cohesion(s) * Math.max(0, this.groupSpread(s, a.to) - 1.5);
        else if (this.threatAt(a.to) > this.capacityAt(a.to, surv, s)) score -= 3;
        // Retreat: a survivor one Wound from elimination, or outnumbered where it stands, steps back toward
        // fewer zombies and toward the others (it fights again from there).
        const hurtNow = surv.health - surv.wounds <= 1;
        const threatHere = this.threatAt(here);
        if ((hurtNow && threatHere > 0) || threatHere > this.capacityAt(here, null)) {
          score += 1.2 * Math.max(0, threatHere - this.threatAt(a.to));
          if (survivorsAt(this.state, a.to, s) > 0) score += 1;
        }
        // Waking a corpse pile far from any goal; waking the seventh active spawn zone loses the game.
        const zd = this.geo.zones[a.to];
        if (zd.building >= 0 && !uoaPartOrEmpty(this.state).entered.includes(buildingKey(zd))) {
          const piles = pilesOf(this.geo, a.to);
          if (piles > 0 && this.activeSpawns + piles >= LOSING_SPAWN_ZONES) return -200;
          // Piles the plan cannot afford: those of the Companions' buildings and the Abomination spawns to come
          // are spoken for (M4: a search in the start's house woke the seventh zone when the Abomination came).
          if (piles > this.spare && !this.planned.has(buildingKey(zd))) return -60;
          // Where every pile must be made safe (M2), the survivor holding the Holy Water goes in first.
          if (this.goalKinds.has('secureCorpsePiles')) score -= pileWakeCost(this.ctx, this.state, piles, s);
          else if (progress <= 0) score -= 2;
        }
        return score - 0.3;
      }
      case 'search': {
        if (this.exitPhase) return -0.2;
        let best = 0;
        let heavy = false;
        for (let slot = 0; slot < surv.inventory.length; slot++) {
          if (!inHand(this.ctx, slot)) continue;
          const def = this.weaponOf(s, slot);
          best = Math.max(best, cardValue(def, true));
          if ((def?.weapon?.damage ?? 0) >= 2) heavy = true;
        }
        const room = emptySlots(surv);
        const again = surv.used.search ?? 0;
        // Poor weapons, or none that can put down a Fatty (Damage 2): worth a look.
        let wantsGoalCards = false;
        for (const k of CARD_GOALS) if (this.goalKinds.has(k)) wantsGoalCards = true;
        const value =
          (best < 1.2 ? 1.5 : 0.4) + (heavy ? 0 : 0.8) + 0.15 * room + (wantsGoalCards ? 1 : 0) + (this.fetch ? 2 : 0);
        return value / (1 + 2 * again) - (left <= 1 ? this.endDanger(here, s) : 0);
      }
      case 'melee': {
        const def = this.weaponOf(s, a.slot);
        return this.attackScore(s, here, def, a.dual, true, here, left - 1) + (a.dual ? 0.01 : 0);
      }
      case 'ranged': {
        const def = this.weaponOf(s, a.slot);
        // A Molotov (no roll, everything in the zone dies): thrown like Dynamite, never where survivors stand.
        if (def?.traits.includes('molotov')) return this.crowdScore(a.zone);
        if (a.fanning) {
          // Fanning: 6 dice at 5+ (6+), Damage 1, a Boom, then Reload.
          const fan = def
            ? {
                ...def,
                weapon: {
                  ...def.weapon!,
                  dice: 6,
                  accuracy: def.traits.includes('fanning6') ? 6 : 5,
                  noise: 'boom' as const,
                },
              }
            : undefined;
          return this.attackScore(s, a.zone, fan, false, false, here, left - 1) - 0.8;
        }
        return this.attackScore(s, a.zone, def, a.dual, false, here, left - 1) + (a.dual ? 0.01 : 0);
      }
      case 'charge': {
        // A Charge into a building wakes its piles as a step does (M7: the seventh zone, charging into 3R's house).
        const into = this.geo.zones[a.to];
        if (into.building >= 0 && !uoaPartOrEmpty(this.state).entered.includes(buildingKey(into))) {
          const piles = pilesOf(this.geo, a.to);
          if (
            piles > 0 &&
            (this.activeSpawns + piles >= LOSING_SPAWN_ZONES ||
              (piles > this.spare && !this.planned.has(buildingKey(into))))
          )
            return -60;
        }
        const def = this.weaponOf(s, a.slot);
        if (
          survivorsAt(this.state, a.to, s) > 0 &&
          zombiesIn(this.state, a.to, ABOMINATION) === 0 &&
          zombiesAt(this.state, a.to) <= 1
        )
          return -1;
        const cost = 1 + zombiesAt(this.state, here);
        const goal = this.targetOf(s);
        const progress = goal >= 0 ? this.dist(here, goal) - this.dist(a.to, goal) : 0;
        // A Charge is a step too: away from the group, or into more zombies than the charger can take after its
        // blow, it left M2's survivor leading three Brawler Companions alone in the street, eliminated next round.
        const away = 0.5 * this.cohesion(s) * Math.max(0, this.groupSpread(s, a.to) - 1.5);
        const outnumbered = this.threatAt(a.to, 1) > this.capacityAt(a.to, surv, s) ? 3 : 0;
        return (
          this.attackScore(s, a.to, def, a.dual, true, a.to, left - cost) -
          0.4 -
          0.7 * (cost - 1) +
          (this.exitPhase ? 2 : 0.5) * Math.min(0, progress) -
          away -
          outnumbered
        );
      }
      case 'dynamite': {
        if (
          this.goalKinds.has('dynamiteMobileSpawns') &&
          this.state.spawns.some((sp) => sp.kind === 'mobile' && sp.zone === a.zone)
        )
          return survivorsAt(this.state, a.zone) > 0 ? -100 : 40;
        if (this.wagonToBlow && uoaPartOrEmpty(this.state).wagon?.zone === a.zone)
          return survivorsAt(this.state, a.zone) > 0 ? -100 : 40;
        // Dynamite the mission needs (the zombie train, the Wagon) is kept for it, unless the crowd is deadly.
        if (this.dynamiteNeeded && this.endDanger(here, s) < 30) return this.crowdScore(a.zone) - 8;
        return this.crowdScore(a.zone);
      }
      case 'combine':
        return 3; // an improved weapon is always better than its parts, and free
      case 'heal':
        return 4; // a Wounded card off a survivor, free
      case 'holyWater': {
        const sp = this.state.spawns[a.spawn];
        if (!sp) return -1;
        if (sp.kind === 'corpsePile') return sp.active && !sp.safe ? 12 : -1;
        if (sp.kind === 'mobile' && this.goalKinds.has('gatherMobileSpawns')) return 40;
        // The Mine's Abomination spawn off the coal sacks (M9), before it blocks them again.
        if (coalSpawns(this.ctx, this.state).includes(a.spawn)) return 30;
        if (sp.kind === 'mobile' || sp.kind === 'abomination') return sp.active ? 6 : 1;
        return -1;
      }
      case 'reload': {
        const def = this.weaponOf(s, a.slot);
        if (!def?.weapon || !inHand(this.ctx, a.slot)) return -1;
        let inRange = false;
        const sight = this.geo.sight[here];
        for (const seen of sight)
          if (
            seen.range >= def.weapon.minRange &&
            seen.range <= def.weapon.maxRange &&
            zombiesAt(this.state, seen.zone) > 0
          )
            inRange = true;
        return inRange ? 1.5 : 0.4;
      }
      case 'vadeRetro': {
        // The zombies there lose their next activation: in our own zone that is every attack on us.
        const n = zombiesAt(this.state, a.zone);
        if (uoaPartOrEmpty(this.state).vadeRetro.includes(a.zone)) return -1;
        if (a.zone === here) {
          const danger = this.endDanger(here, s);
          return 2 * n + (danger >= 30 ? 20 : 0) - (left <= 1 ? Math.max(0, danger - 3 * n) : 0);
        }
        const d = this.dist(here, a.zone);
        if (d > 1 || n < 2) return -1;
        return 0.6 * n - 0.5;
      }
      case 'openDoor': {
        // A door on the way to the group's target is worth opening (silently if possible).
        const door = this.geo.doors[a.door];
        const beyond = door.zones[0] === here ? door.zones[1] : door.zones[0];
        const goal = this.targetOf(s);
        const progress = goal >= 0 ? this.dist(here, goal) - this.dist(beyond, goal) : 0;
        if (progress <= 0) return -1;
        const card = a.slot >= 0 ? surv.inventory[a.slot] : null;
        const noisy = card !== null && this.ctx.equipment[this.state.cards[card].def].door === 'noisy';
        return 2 + progress - (noisy ? 0.3 : 0) - (left <= 1 ? this.endDanger(here, s) : 0);
      }
      case 'makeNoise':
        return -3;
      case 'trade': {
        const other = this.state.survivors[a.with];
        // Mundane Water to the Faithful, who alone can pour it on a Corpse Pile (EN 1128).
        if (
          this.goalKinds.has('secureCorpsePiles') &&
          other &&
          !other.companion &&
          !faithful(this.state, s) &&
          faithful(this.state, a.with) &&
          heldWater(this.ctx, this.state, surv) > 0
        )
          return 6;
        // Hand a spare Bounty Weapon to a survivor who holds none (M1).
        if (!this.bounty) return -1;
        return other &&
          !other.companion &&
          !holdsBounty(this.ctx, this.state, other) &&
          bountyCards(this.ctx, this.state, surv) >= 2
          ? 50
          : -1;
      }
      case 'reorganize':
        // An Action spent on nothing the bot plans: it had been chosen over a step that scored a little below
        // -1, leaving a survivor standing alone for rounds (M3).
        return -8;
      // Free: they never end a turn, so they must never look better than ending it.
      case 'discard':
      case 'drinkWater':
        return -1e6;
      default:
        return -0.5;
    }
  }
}

/**
 * First stop of the shortest route that starts from the group, visits every zone and ends at the
 * exit: exact over the orders for up to 6 zones, nearest-first beyond.
 */
export function tourStart(
  zones: number[],
  fromGroup: (z: number) => number,
  dist: (a: number, b: number) => number,
  toExit: (z: number) => number,
): number {
  if (zones.length === 1) return zones[0];
  if (zones.length > 6) {
    let best = zones[0];
    for (const z of zones) if (fromGroup(z) < fromGroup(best)) best = z;
    return best;
  }
  let bestCost = Infinity,
    bestFirst = zones[0];
  const order: number[] = [];
  const used = new Array(zones.length).fill(false);
  const walk = (cost: number): void => {
    if (cost >= bestCost) return;
    if (order.length === zones.length) {
      const total = cost + toExit(order[order.length - 1]);
      if (total < bestCost) {
        bestCost = total;
        bestFirst = order[0];
      }
      return;
    }
    for (let i = 0; i < zones.length; i++) {
      if (used[i]) continue;
      used[i] = true;
      const leg = order.length === 0 ? fromGroup(zones[i]) : dist(order[order.length - 1], zones[i]);
      order.push(zones[i]);
      walk(cost + leg);
      order.pop();
      used[i] = false;
    }
  };
  walk(0);
  return bestFirst;
}

/**
 * The building zone nearest `from` to search in: one already entered costs nothing more, a new building costs
 * the corpse piles it wakes, a room where a woken pile spawns costs more, and a building with more piles than the
 * plan can afford (planner.ts, `spareSpawnZones`) is never chosen. -1: none.
 */
function searchSpot(ctx: RulesContext, state: State, plan: RulesContext['geo'], from: number): number {
  const spare = spareSpawnZones(ctx, state);
  const planned = plannedBuildings(ctx, state);
  const spawning = new Set<number>();
  for (const sp of state.spawns) if (sp.active && !sp.safe) spawning.add(sp.zone);
  let best = -1;
  let bestCost = Infinity;
  for (const z of ctx.geo.zones) {
    if (z.kind !== 'building') continue;
    const d = plan.distance[from][z.id];
    if (d < 0) continue;
    const piles = uoaPartOrEmpty(state).entered.includes(buildingKey(z)) ? 0 : pilesOf(ctx.geo, z.id);
    if (piles > 0 && piles > spare && !planned.has(buildingKey(z))) continue;
    // Not in a room where zombies spawn (a woken Corpse Pile): the posse stalled at its door on M4.
    const cost = d + pileWakeCost(ctx, state, piles) + (spawning.has(z.id) ? 6 : 0);
    if (cost < bestCost) {
      bestCost = cost;
      best = z.id;
    }
  }
  return best;
}

const tiers = new WeakMap<object, number[][]>();
/** Zombie types grouped by targeting tier, lowest first, each tier's types by toughness. */
function tierOrder(roster: RulesContext['ruleset']['roster']): number[][] {
  let out = tiers.get(roster);
  if (!out) {
    const levels = [...new Set(roster.tier)].sort((a, b) => a - b);
    out = levels.map((level) =>
      roster.tier
        .map((t, type) => ({ t, type }))
        .filter(({ t }) => t === level)
        .map(({ type }) => type)
        .sort((a, b) => roster.toughness[a] - roster.toughness[b]),
    );
    tiers.set(roster, out);
  }
  return out;
}

/** The board with every door open that the group could open (not the locked ones); the board itself without doors. */
function planningGeometry(ctx: RulesContext, state: State): RulesContext['geo'] {
  if (ctx.geo.doors.length === 0) return ctx.geo;
  const doors: number[] = [];
  for (const d of ctx.geo.doors) if (!classicPartOrEmpty(state).lockedDoors?.includes(d.id)) doors.push(d.id);
  if (doors.length === (state.doors?.length ?? 0)) return ctx.geo;
  return ctx.refresh({ ...state, doors }).geo;
}

/** Mundane Water cards (not Holy Water) a survivor holds. */
function heldWater(ctx: RulesContext, state: State, survivor: SurvivorState): number {
  let n = 0;
  for (const c of survivor.inventory)
    if (c !== null && ctx.equipment[state.cards[c].def]?.traits.includes('water')) n++;
  return n;
}

function bountyCards(ctx: RulesContext, state: State, survivor: SurvivorState): number {
  let n = 0;
  for (const c of survivor.inventory) if (c !== null && ctx.equipment[state.cards[c].def]?.deck === 'bounty') n++;
  return n;
}
