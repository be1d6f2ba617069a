/** The "Environment:" section of a command's help, laid out as commander lays out the options (wrapped to the terminal). */
import type { Command } from 'commander';
import { environmentHelp, type Setting } from './settings';

/** Adds the section listing `settings` after the options of `cmd`. */
export function addEnvironmentHelp(cmd: Command, settings: readonly Setting<unknown>[]): Command {
  return cmd.addHelpText('after', ({ command }) => {
    const help = command.createHelp();
    help.prepareContext({ helpWidth: command.configureOutput().getOutHelpWidth?.() ?? 80 });
    return environmentHelp(settings, (name, width, text) => help.formatItem(name, width, text, help));
  });
}
