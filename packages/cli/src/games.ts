/** The registry as the command line sees it: loaded once, a `--game` option, and `horde games`. */
import type { Command } from 'commander';
import { DEFAULT_GAME, loadRegistry, type AnyModule, type Registry } from '@horde/games';
import { UsageError } from './usage.ts';

let registry: Registry | undefined;

export function cliRegistry(): Registry {
  registry ??= loadRegistry({ uoa: { warn: (m) => console.warn(`warning: ${m}`) } });
  return registry;
}

/** The module of `--game`; a usage error naming the known games otherwise. */
export function moduleOf(id: string): AnyModule {
  const module = cliRegistry().get(id);
  if (!module)
    throw new UsageError(
      `unknown game "${id}" (known: ${cliRegistry()
        .modules.map((m) => m.id)
        .join(', ')})`,
    );
  return module;
}

export function gameOption(command: Command): Command {
  return command.option('--game <id>', 'game id (see `horde games`)', DEFAULT_GAME);
}

export function registerGames(program: Command, out: (line: string) => void = console.log): void {
  program
    .command('games')
    .description('the games this Horde plays: id, name, seats, rules version, what to start')
    .action(() => {
      for (const m of cliRegistry().modules) {
        const { meta } = m.game;
        const seats = meta.seats.min === meta.seats.max ? `${meta.seats.min}` : `${meta.seats.min}-${meta.seats.max}`;
        out(
          `${m.id.padEnd(8)} ${m.name}: ${seats} seats, ${meta.cooperative ? 'cooperative' : 'competitive'}, rules version ${meta.rulesVersion}`,
        );
        out(`${''.padEnd(8)} ${m.entries.length} to start: ${m.entries.map((e) => e.id).join(' ')}`);
        const benches = Object.keys(m.benchmarks ?? {});
        out(
          `${''.padEnd(8)} bots: ${Object.keys(m.bots).join(', ')}${benches.length ? `; benches: ${benches.join(', ')}` : ''}`,
        );
      }
    });
}
