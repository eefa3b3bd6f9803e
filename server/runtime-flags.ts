import v8 from 'node:v8';

/**
 * V8's allocation-site pretenuring off, for the whole process (set when the app module loads,
 * before any request). V8 moves an allocation site's objects straight to the old generation
 * when, at one collection, most of the objects it made lately were still alive; zod's parse
 * payloads (`{value, issues}` in every pipe, union and object schema: one site each for every
 * schema of the process) get there after a full collection that follows a few parses, and from
 * then on every zod parse leaves its temporaries in the old generation, which only a
 * mark-compact frees. An article import parses 100,000 rows: that was 70-140 MB of old-space
 * garbage (resident memory) before a mark-compact ran, against 10-30 MB with this off
 * (`--trace-pretenuring-statistics`, docs/benchmarks.md, the import's memory bar). The flag is
 * read at each collection; the objects it would have pretenured are promoted by the scavenger
 * instead when they do live long.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
