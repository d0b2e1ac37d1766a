// The browser suite runs as two Jest processes side by side (`--shard=1/2` and `--shard=2/2`,
// scripts/test.mjs), each with its own server: a test waits on the browser and the network more
// than it computes, so one process leaves a core idle. Jest's own shards split by a hash of the
// path, which put most of the long files on one side: here each file goes to the lighter shard,
// longest first, by its time in a clean-clone run (seconds, 2026-11-27; a file not listed counts
// DEFAULT_SECONDS). Inside a shard, the longest files run first.
const Sequencer = require('@jest/test-sequencer').default;
const path = require('node:path');

const SECONDS = {
  'admin.e2e.test.ts': 99,
  'marketing.e2e.test.ts': 75,
  'marketing-quality.e2e.test.ts': 64,
  'chat.e2e.test.ts': 59,
  'accounts.e2e.test.ts': 42,
  'platform-routes.e2e.test.ts': 37,
  'progress.e2e.test.ts': 36,
  'platform.e2e.test.ts': 34,
  'platform-redeploy.e2e.test.ts': 34,
  'platform-registry.e2e.test.ts': 21,
  'page-preview.e2e.test.ts': 16,
  'training.e2e.test.ts': 15,
  'chat-xss.e2e.test.ts': 10,
  'platform-budget.e2e.test.ts': 7,
  'offline.e2e.test.ts': 6,
};
const DEFAULT_SECONDS = 20;

const seconds = (test) => SECONDS[path.basename(test.path)] ?? DEFAULT_SECONDS;
const longestFirst = (tests) =>
  [...tests].sort((a, b) => seconds(b) - seconds(a) || (a.path < b.path ? -1 : 1));

class BalancedSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const loads = Array.from({ length: shardCount }, () => 0);
    return longestFirst(tests).filter((test) => {
      const lightest = loads.indexOf(Math.min(...loads));
      loads[lightest] += seconds(test);
      return lightest === shardIndex - 1;
    });
  }

  sort(tests) {
    return longestFirst(tests);
  }
}

module.exports = BalancedSequencer;
