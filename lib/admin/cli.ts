/**
 * `npm run admin -- <command> [--option value ...]`: provider administration, JSON on stdout.
 * Against the running local stack by default; `--table NAME` works against AWS instead (with the
 * usual AWS credentials and COMPANY_KEY_SECRET_ARN / SIGNING_KEYS_SECRET_ARN in the environment).
 */
import { parseArgs } from 'node:util';
import { attachToRunningStack } from '../local/runtime-file.js';
import { AppError } from '../shared/errors.js';
import { readCloudSecretsWith } from '../shared/secrets.js';
import { secretsManagerReader } from '../shared/secrets-manager.js';
import type { AdminCommand } from './command.js';
import { companyCommands } from './company-commands.js';
import { sandboxCommands } from './sandbox-commands.js';
import { secretCommands } from './secret-commands.js';
import { summaryCommands } from './summary-commands.js';
import { ticketCommands } from './ticket-commands.js';
import { tokenCommands } from './token-commands.js';

const COMMANDS: Record<string, AdminCommand> = {
  ...companyCommands,
  ...sandboxCommands,
  ...tokenCommands,
  ...secretCommands,
  ...ticketCommands,
  ...summaryCommands,
};

const HELP = new Set(['-h', '--help', 'help']);
const TABLE_OPTION = '--table NAME  against that DynamoDB table in AWS instead of the running local stack';

const synopsis = (name: string, command: AdminCommand) =>
  [
    name,
    ...Object.entries(command.options).map(([option, spec]) =>
      spec.required ? `--${option} <v>` : `[--${option} <v>]`,
    ),
  ].join(' ');

function usage(): string {
  const lines = Object.entries(COMMANDS).map(
    ([name, command]) => `  ${synopsis(name, command)}\n      ${command.summary}`,
  );
  return [
    'usage: npm run admin -- <command> [options] [--table NAME]',
    '       npm run admin -- <command> --help',
    `  ${TABLE_OPTION}`,
    'commands:',
    ...lines,
  ].join('\n');
}

function commandUsage(name: string, command: AdminCommand): string {
  const options = Object.entries(command.options).map(
    ([option, spec]) => `  --${option} <v>  ${spec.required ? '(required) ' : ''}${spec.description}`,
  );
  return [
    `usage: npm run admin -- ${synopsis(name, command)} [--table NAME]`,
    `  ${command.summary}`,
    'options:',
    ...options,
    `  ${TABLE_OPTION}`,
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || HELP.has(name)) {
    console.log(usage());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`unknown command '${name}'\n${usage()}`);
    return 2;
  }
  if (rest.some((arg) => arg === '-h' || arg === '--help')) {
    console.log(commandUsage(name, command));
    return 0;
  }
  const optionSpecs = Object.fromEntries(
    [...Object.keys(command.options), 'table'].map((option) => [option, { type: 'string' as const }]),
  );
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({ args: rest, options: optionSpecs, strict: true }).values as Record<
      string,
      string | undefined
    >;
  } catch (error) {
    console.error(`${(error as Error).message}\n${commandUsage(name, command)}`);
    return 2;
  }
  const missing = Object.entries(command.options).filter(
    ([option, spec]) => spec.required && !values[option],
  );
  if (missing.length) {
    console.error(`${name}: missing ${missing.map(([option]) => `--${option}`).join(', ')}`);
    return 2;
  }
  if (values.table) {
    process.env.TABLE_NAME = values.table;
    // No Parameters and Secrets Lambda Extension outside Lambda: read the secrets with the SDK.
    readCloudSecretsWith(secretsManagerReader());
  } else {
    attachToRunningStack();
  }
  const answer = await command.run(values);
  console.log(JSON.stringify(answer, null, 2));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof AppError
        ? `${error.code}: ${error.message}`
        : `admin failed: ${(error as Error).message}`,
    );
    process.exit(1);
  },
);
