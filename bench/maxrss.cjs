// Preloaded (`node --require bench/maxrss.cjs …`) into a command the benches time: at exit it
// writes the process's peak resident set size to stderr, as `maxrss-kb=<n>`, for the bench to read.
"use strict";
const { writeSync } = require("node:fs");
process.on("exit", () => writeSync(2, `\nmaxrss-kb=${process.resourceUsage().maxRSS}\n`));
