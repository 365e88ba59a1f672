import { fuzzShard } from './fuzz/shard.ts';

// The fuzz suite, dealt across four files so both workers share it (fuzz/shard.ts).
await fuzzShard(1);
