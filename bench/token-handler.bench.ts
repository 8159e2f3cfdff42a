// The embedders' token handler against the real emulator over loopback HTTP: a burst of 1,000
// concurrent first requests (one upstream /oauth/token call shared by all), then rounds served
// from the cached token. Prints figures and the ratio of the two within this run (the machines
// are shared and noisy, so absolute times mean little); never fails on time.
import { performance } from 'node:perf_hooks';
import { startEmulator } from '../emulator/src/index.js';
import { createTokenHandler } from '../src/server/index.js';

const burst = 1_000;
const origin = 'https://cinema.example';

const emulator = await startEmulator({ port: 0 });
const client = emulator.clients.find((candidate) => !candidate.admin)!;
let upstreamCalls = 0;
const handler = createTokenHandler({
  apiBase: emulator.url,
  clientId: client.id,
  clientSecret: client.secret,
  scope: 'read',
  allowedOrigins: [origin],
  fetch: (input, init) => {
    upstreamCalls += 1;
    return fetch(input, init);
  },
});
const ask = (): Promise<Response> =>
  handler(new Request('https://cinema.example/showtime-token', { headers: { Origin: origin } }));

async function round(): Promise<number> {
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: burst }, ask));
  const elapsed = performance.now() - started;
  if (answers.some((answer) => answer.status !== 200)) throw new Error('a token request failed');
  return elapsed;
}

const cold = await round();
const warm: number[] = [];
for (let index = 0; index < 5; index += 1) warm.push(await round());
const warmMedian = warm.sort((a, b) => a - b)[2]!;

console.log(
  `${burst} concurrent requests, token not yet cached: ${cold.toFixed(1)} ms, ${upstreamCalls} upstream /oauth/token call(s)`,
);
console.log(
  `${burst} concurrent requests, token cached (median of 5): ${warmMedian.toFixed(1)} ms (${((burst / warmMedian) * 1000).toFixed(0)} answers/s)`,
);
console.log(
  `cold / cached: ${(cold / warmMedian).toFixed(2)}x; upstream calls in all ${6 * burst} requests: ${upstreamCalls}`,
);
await emulator.close();
