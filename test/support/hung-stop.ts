/**
 * A process under npm start's lifecycle whose one stop step never ends (as a step waiting on an
 * emulator that is already gone): the lifecycle test signals it and times its exit.
 */
import { superviseLocalRuntime } from '../../lib/local/lifecycle.js';

const lifecycle = superviseLocalRuntime();
lifecycle.onStop(() => new Promise<void>(() => undefined));
setInterval(() => undefined, 1_000);
console.log('ready');
