/**
 * Preloaded into `npm start` by the clean-stop test (NODE_OPTIONS=--import): when the start
 * process gets SIGUSR2, it fails as a bug would, with an error nothing catches (CRASH_KIND=throw)
 * or a rejected promise nothing awaits (CRASH_KIND=reject). npm and the SES emulator load this file
 * too (they are node processes under the same environment); it does nothing in them.
 */
if (process.argv[1]?.endsWith('lib/local/start.ts')) {
  process.on('SIGUSR2', () => {
    setImmediate(() => {
      if (process.env.CRASH_KIND === 'reject') void Promise.reject(new Error('injected: a rejection'));
      else throw new Error('injected: an error nothing catches');
    });
  });
}
