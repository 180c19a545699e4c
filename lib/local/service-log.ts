/**
 * Where the service's log goes under `npm start`. The functions log as in Lambda: one JSON line of
 * about 500 bytes per entry, the CloudWatch format (lib/shared/logger.ts). On a developer's console
 * those lines bury the one line per request the gateway prints, so every one goes to a file
 * instead, and the console shows only warnings and errors, in full; `verbose` shows every line on
 * the console as well, as Lambda would.
 */
import { Console } from 'node:console';
import { closeSync, openSync, writeSync } from 'node:fs';
import { Writable } from 'node:stream';
import { logger } from '../shared/logger.js';

/** A stream that writes each chunk, at once, to the file and to the console streams given. */
function tee(fd: number, ...consoles: NodeJS.WriteStream[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      // Written synchronously, so nothing is lost when the process exits right after.
      writeSync(fd, chunk);
      for (const stream of consoles) stream.write(chunk);
      done();
    },
  });
}

/**
 * Sends the logger's lines to `file` (emptied first): INFO and DEBUG there only, WARN and ERROR
 * there and on stderr; with `verbose`, every line on the console too. Answers how to put the
 * logger's own console back (tests).
 */
export function sendServiceLogTo(file: string, { verbose = false } = {}): () => void {
  // Powertools Logger writes through a Console of its own (bound to stdout and stderr when it was
  // made) and offers no other way to send its lines elsewhere.
  const held = logger as unknown as { console?: Console };
  const own = held.console;
  if (!own) throw new Error("the logger has no console of its own: Powertools' Logger changed");
  const fd = openSync(file, 'w');
  held.console = new Console({
    stdout: verbose ? tee(fd, process.stdout) : tee(fd),
    stderr: tee(fd, process.stderr),
  });
  return () => {
    held.console = own;
    closeSync(fd);
  };
}
