/**
 * The games the corpus records: several per game, each switching on what saved games hold (options and house rules,
 * expansions, bots and people, timed play). A "person" is the random bot: any legal action, the odd ones a
 * heuristic never takes. Changing this list changes what `horde corpus record` writes, never what the test checks
 * (the test replays the files).
 */
import { type ClassicModule, classicPosse as posse } from '../classic/module.ts';
import type { AnyModule } from '../module.ts';
import type { CorpusSpec } from './record.ts';

const config =
  (entry: string, seats: number, extra: Record<string, unknown> = {}) =>
  (module: AnyModule) => ({ ...(module.defaultConfig(entry, seats) as object), ...extra });

/** A Classic posse of `size` survivors on `seats` seats (the module's default takes the box's six). */
const classicPosse = (module: AnyModule, mission: string, seats: number, size: number) => {
  const classic = module as ClassicModule;
  return posse(classic.content, classic.mission(mission)!, seats, size);
};

/** Every Classic expansion deck (DECK_SWITCHES of the Classic ruleset). */
const CLASSIC_SPECIES = {
  toxicZombies: true,
  berserkerZombies: true,
  skinnerZombies: true,
  zombieDogz: true,
  seekers: true,
  murdersOfCrows: true,
  lostZombivors: true,
  manholeCards: true,
};

export const CORPUS_SPECS: readonly CorpusSpec[] = [
  // Undead or Alive
  {
    game: 'uoa',
    name: 'm0-solo',
    about: 'M0, one seat of four survivors, the heuristic',
    config: config('M0', 1),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'uoa',
    name: 'm0-ultrared-person',
    about: 'M0 in Ultrared mode, two seats: the heuristic and a person',
    config: config('M0', 2, { ultrared: true }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'uoa',
    name: 'm1-train',
    about: 'M1, the moving train',
    config: config('M1', 1),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'uoa',
    name: 'm2-companions',
    about: 'M2, the immobile zombie train and the Brawler companions, two seats',
    config: config('M2', 2),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'uoa',
    name: 'm7-wagon',
    about: 'M7, the travel Wagon boarded and left, two seats',
    config: config('M7', 2),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'uoa',
    name: 'm8-moving-wagon',
    about: 'M8, the Wagon moved with riders, two seats',
    config: config('M8', 2),
    bots: ['heuristic'],
    maxActions: 300,
  },
  // Zombicide Classic
  {
    game: 'classic',
    name: 'c0-solo',
    about: 'C0, the six survivors of the box, the heuristic',
    config: config('C0', 1),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c1-species',
    about: "C1 with every expansion Zombie deck and [RM]'s spawn dice, two seats: the heuristic and a person",
    config: config('C1', 2, { ...CLASSIC_SPECIES, spawnDice: true }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c2-companions-dogs',
    about: 'C2 with Companions and Dog Companions',
    config: config('C2', 1, { humanCompanions: true, dogCompanions: true }),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c0-modes',
    about: 'C0 with 8 survivors, Resurrection, Team Actions and Ultrared, two seats',
    config: (m) => ({ ...classicPosse(m, 'C0', 2, 8), resurrection: true, teamActions: true, ultrared: true }),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c8-competitive',
    about: 'C8 in Competitive mode: two rival teams',
    config: (m) => ({ ...classicPosse(m, 'C8', 2, 6), competitive: true }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c3-gaming-night',
    about: "C3 in Gaming Night mode with the A-Bomb and [RM]'s spawn dice, two seats: the heuristic and a person",
    config: config('C3', 2, { gamingNight: true, aBomb: true, spawnDice: true }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c1-vip-zuul',
    about: 'C1 with the VIP Walkers and Zuul as the Abomination (rules 9 on), two seats: the heuristic and a person',
    config: config('C1', 2, { vipWalkers: true, zuul: true }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c1-gozer',
    about: 'C1 with Gozer as the Abomination and its cards (rules 10 on), two seats: the heuristic and a person',
    config: config('C1', 2, { gozer: true, canStartAt: true }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c2-stay-puft',
    about: 'C2 with Stay Puft as the Abomination, its cards and the Proton Packs (rules 10 on)',
    config: config('C2', 1, { stayPuft: true }),
    bots: ['heuristic'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c11-barricades',
    about: 'C11, its barricade spots and Hole Zone (rules 10 on), two seats: the heuristic and a person who builds',
    config: config('C11', 2),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  {
    game: 'classic',
    name: 'c1-veterans',
    about:
      'C1 in Experience mode with veterans of earlier games (rules 11 on): their cards, a Starts with card, a ' +
      'Nightstick out of the box, a Zombivor, Ultrared and Resurrection; two seats: the heuristic and a person',
    config: config('C1', 2, {
      experienceMode: true,
      ultrared: true,
      resurrection: true,
      veterans: {
        phil: { cards: ['pistol/startsWith(pistol)', 'nightstick/plus1DieAction(melee)'], reached: { level: 'red' } },
        amy: { cards: ['katana/blademaster'], reached: { level: 'yellow', lap: 1 } },
        ned: { cards: ['crowbar/breakIn'], reached: { level: 'yellow' }, zombivor: true },
      },
    }),
    bots: ['heuristic', 'random'],
    maxActions: 300,
  },
  // Seconds to Live
  {
    game: 'seconds',
    name: 'solo-fast',
    about: 'solo against the Fast Attack automaton',
    config: () => ({ mode: 'solo', automaton: 'fast', survivor: 'lenny', timer: 'off' }),
    bots: ['survivor'],
    maxActions: 400,
  },
  {
    game: 'seconds',
    name: 'solo-swarm-advanced',
    about: 'solo against the Swarm automaton with the advanced rules and the harder modified rules',
    config: () => ({
      mode: 'solo',
      automaton: 'swarm',
      survivor: 'lenny',
      timer: 'off',
      sound: true,
      concussion: true,
      permanentKnockdown: true,
      harder: true,
    }),
    bots: ['survivor'],
    maxActions: 400,
  },
  {
    game: 'seconds',
    name: 'solo-swarm-person',
    about: 'a person solo against the Swarm automaton, scored',
    config: () => ({ mode: 'solo', automaton: 'swarm', survivor: 'lenny', timer: 'off', scoring: true }),
    bots: ['random'],
    maxActions: 400,
  },
  {
    game: 'seconds',
    name: 'duel-timed',
    about: 'Survivor vs Zombie player on the 30 s timer: phase and answer deadlines fire as the server fires them',
    config: () => ({ mode: 'two-player', survivor: 'lenny', timer: '30' }),
    bots: ['survivor', 'zombie'],
    maxActions: 400,
    // Up to 12 s per action: some phases run out, some answers (10 s) are late.
    think: [300, 12_000],
  },
  {
    game: 'seconds',
    name: 'duel-person-pause',
    about: 'a person as the Survivor vs the Zombie player, 90 s timer with pauses, the easier and neutral rules',
    config: () => ({
      mode: 'two-player',
      survivor: 'lenny',
      timer: '90',
      pause: true,
      easier: true,
      neutral: true,
    }),
    bots: ['random', 'zombie'],
    maxActions: 400,
    think: [500, 15_000],
  },
  {
    game: 'seconds',
    name: 'duel-custom-timer',
    about: 'Survivor vs Zombie player on a custom 20 s timer for the Survivor only, with the advanced rules',
    config: () => ({
      mode: 'two-player',
      survivor: 'lenny',
      timer: 'custom',
      timerSeconds: 20,
      zombieTimer: false,
      reactSeconds: 5,
      sound: true,
      concussion: true,
      permanentKnockdown: true,
    }),
    bots: ['survivor', 'zombie'],
    maxActions: 400,
    think: [300, 8000],
  },
  // Zombies!!!
  {
    game: 'zombies',
    name: 'standard-4',
    about: 'the published rules, four seats',
    config: config('standard', 4),
    bots: ['heuristic'],
    maxActions: 400,
  },
  {
    game: 'zombies',
    name: 'house-rules-timed',
    about: "the quick reference's house rules, three seats with a person; slow answers time out",
    config: config('house-rules', 3),
    bots: ['heuristic', 'random'],
    maxActions: 400,
    think: [500, 12_000],
  },
  {
    game: 'zombies',
    name: 'eat-them',
    about: 'Eat Them, Not Me!: players fight players, trades, Come to Papa, Character Traits',
    config: config('eat-them', 4),
    bots: ['heuristic', 'random'],
    maxActions: 400,
  },
  {
    game: 'zombies',
    name: 'last-man-standing',
    about: 'Last Man Standing on the 3x3 grid start, with One Bite and scoring',
    config: config('last-man-standing', 3),
    bots: ['heuristic'],
    maxActions: 400,
  },
  {
    game: 'zombies',
    name: 'catch-as-catch-can',
    about: 'Catch As Catch Can: a King Zombie player with a Target',
    config: config('catch-as-catch-can', 4),
    bots: ['heuristic'],
    maxActions: 400,
  },
  {
    game: 'zombies',
    name: 'go-go-6',
    about: "It's Zombie a Go-Go: crowded streets, Fahsands Ov Em, 30 kills to win, six seats",
    config: config('go-go', 6),
    bots: ['heuristic', 'heuristic', 'random'],
    maxActions: 400,
  },
];
